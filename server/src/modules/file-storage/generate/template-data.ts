import { Decimal } from 'decimal.js';
import { badInput } from '../../../core/errors.js';

/**
 * Reads a template's data, each value checked where it is read: a wrong one is a 400 naming
 * its field (`data.lines.0.price`). Limits keep a drawing small enough to render quickly.
 */
export class TemplateData {
  constructor(
    private readonly values: Record<string, unknown>,
    private readonly path = 'data',
  ) {}

  /** The data of a request (`{variant, ...}`), or 400 when it is not an object. */
  static of(value: unknown, path = 'data'): TemplateData {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badInput(`${path}: expected an object`, path);
    return new TemplateData(value as Record<string, unknown>, path);
  }

  private at(name: string) {
    return `${this.path}.${name}`;
  }

  /** Text of at most `max` characters; `''` when absent and not required. */
  text(name: string, { required = false, max = 200 } = {}): string {
    const value = this.values[name];
    const path = this.at(name);
    if (value === undefined || value === null || value === '') {
      if (required) throw badInput(`${path}: required`, path);
      return '';
    }
    if (typeof value !== 'string') throw badInput(`${path}: expected a string`, path);
    if (value.length > max) throw badInput(`${path}: at most ${max} characters`, path);
    if (value.includes('\u0000')) throw badInput(`${path}: must not contain the NUL character`, path);
    return value;
  }

  /** A decimal amount ≥ 0, as a string (`49.99`) or a number. */
  amount(name: string): Decimal {
    const value = this.values[name];
    const path = this.at(name);
    if ((typeof value !== 'string' && typeof value !== 'number') || !/^\d{1,15}(\.\d{1,8})?$/.test(String(value))) {
      throw badInput(`${path}: expected an amount like 49.99`, path);
    }
    return new Decimal(value);
  }

  /** A whole number from `min` to `max`. */
  int(name: string, { min = 1, max = 1_000_000 } = {}): number {
    const value = this.values[name];
    const path = this.at(name);
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) throw badInput(`${path}: expected a whole number from ${min} to ${max}`, path);
    return value;
  }

  /** A date (ISO text); now when absent. */
  date(name: string): Date {
    const value = this.values[name];
    const path = this.at(name);
    if (value === undefined || value === null || value === '') return new Date();
    const date = typeof value === 'string' ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw badInput(`${path}: expected a date like 2026-11-25T12:00:00Z`, path);
    return date;
  }

  /** A list of objects, each read by `read`: from `min` to `max` of them. */
  list<T>(name: string, read: (item: TemplateData) => T, { min = 0, max = 20 } = {}): T[] {
    const value = this.values[name] ?? [];
    const path = this.at(name);
    if (!Array.isArray(value)) throw badInput(`${path}: expected a list`, path);
    if (value.length < min || value.length > max) throw badInput(`${path}: expected ${min} to ${max} items`, path);
    return value.map((item, index) => read(TemplateData.of(item, `${path}.${index}`)));
  }

  /** Refuses fields a template does not know: a typo must not pass silently. */
  only(names: readonly string[]) {
    for (const name of Object.keys(this.values)) {
      if (!names.includes(name)) throw badInput(`${this.at(name)}: not a field of this template`, this.at(name));
    }
  }
}

/** An amount as a receipt shows it: two decimals at least, more when the price has them. */
export const formatAmount = (amount: Decimal) => (amount.decimalPlaces() > 2 ? amount.toString() : amount.toFixed(2));
