import type { CurrencyFieldsFragment } from '../../ecommerce/products.generated';

/** A currency where it is shown: an option of the currency toggle. */
export interface CurrencyProps {
  currency: CurrencyFieldsFragment;
}
