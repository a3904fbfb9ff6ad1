import type { CurrencyFieldsFragment } from '../../ecommerce/products.generated';

/** A currency where it is shown, among the currencies it can be toggled with. */
export interface CurrencyProps {
  currency: CurrencyFieldsFragment;
  currencies: readonly CurrencyFieldsFragment[];
}
