import { Decimal } from 'decimal.js';

/**
 * Amounts as the card and crypto providers take them: major units with two decimals ("123.97"),
 * computed from the exact decimal string, never through float arithmetic.
 */
export const majorUnits = (amount: string) => new Decimal(amount).toFixed(2);

/** ISO 4217 code of a billing currency (its slug: `usd` → `USD`). */
export const isoCurrency = (slug: string) => slug.toUpperCase();

/** Whether a provider's reported amount equals ours; an unreadable amount never does. */
export function sameAmount(reported: unknown, ours: string): boolean {
  if (typeof reported !== 'string' && typeof reported !== 'number') return false;
  try {
    return new Decimal(reported).equals(new Decimal(ours));
  } catch {
    return false;
  }
}
