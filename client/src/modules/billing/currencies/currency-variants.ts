import type { VariantRegistry } from '../../../shared/variants/variant-registry';
import { CurrencyToggle } from '../../ecommerce/prices/CurrencyToggle';
import { CurrencyName } from './CurrencyName';
import { CurrencySymbol } from './CurrencySymbol';
import type { CurrencyProps } from './currency-props';

/** The variants a currency is shown in (the server's list: billing/entities.ts). toggle-group-default is the site's currency toggle. */
export const currencyVariants: VariantRegistry<CurrencyProps> = {
  default: CurrencyName,
  symbol: CurrencySymbol,
  'toggle-group-default': CurrencyToggle,
};
