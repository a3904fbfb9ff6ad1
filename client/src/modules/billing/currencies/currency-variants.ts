import type { VariantRegistry } from '../../../shared/variants/variant-registry';
import { CurrencyCode } from './CurrencyCode';
import { CurrencySymbol } from './CurrencySymbol';
import type { CurrencyProps } from './currency-props';

/**
 * The variants a currency is shown in (the server's list: billing/entities.ts), each row by its
 * own: the currency toggle names its options so. toggle-group-default is the toggle's own label,
 * the default's.
 */
export const currencyVariants: VariantRegistry<CurrencyProps> = {
  default: CurrencyCode,
  symbol: CurrencySymbol,
  'toggle-group-default': CurrencyCode,
};
