import type { CurrencyFieldsFragment, ProductCardFieldsFragment } from '../products.generated';

/** A product where a list shows it, in whichever variant the product has. */
export interface ProductInListProps {
  product: ProductCardFieldsFragment;
  currencies: readonly CurrencyFieldsFragment[];
  /** Its photo is fetched first (see ProductArtwork). */
  priority?: boolean;
}
