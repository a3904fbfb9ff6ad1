import type { VariantRegistry } from '../../../shared/variants/variant-registry';
import { ProductCard } from './ProductCard';
import { ProductCartCard } from './ProductCartCard';
import { ProductCurrencyToggleGroup } from './ProductCurrencyToggleGroup';
import { ProductPriceLine } from './ProductPriceLine';
import type { ProductInListProps } from './product-props';

/**
 * The variants a product is shown in where a list shows it (the server's list: ecommerce/entities.ts).
 * find (a list's data view) and overview-default (its own page's; in a list, the way there) show its card.
 */
export const productVariants: VariantRegistry<ProductInListProps> = {
  default: ProductCard,
  find: ProductCard,
  'overview-default': ProductCard,
  'cart-default': ProductCartCard,
  'price-default': ProductPriceLine,
  'currency-toggle-group-default': ProductCurrencyToggleGroup,
};
