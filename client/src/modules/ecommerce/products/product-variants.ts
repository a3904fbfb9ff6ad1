import { lazy } from 'react';
import type { VariantRegistry } from '../../../shared/variants/variant-registry';
import { ProductCard } from './ProductCard';
import { ProductCartCard } from './ProductCartCard';
import { ProductCurrencyToggleGroup } from './ProductCurrencyToggleGroup';
import { ProductPriceLine } from './ProductPriceLine';
import type { ProductInListProps } from './product-props';

// A list's product shown whole (with its cart controls): loaded where a list has one.
const ProductOverviewCard = lazy(() => import('./ProductOverviewCard').then((module) => ({ default: module.ProductOverviewCard })));

/**
 * The variants a product is shown in where a list shows it (the server's list: ecommerce/entities.ts).
 * find (the spec's data view: the list finds the products, each shows as its card) and default show
 * its card; overview-default its overview across the list's row, with the cart's controls.
 */
export const productVariants: VariantRegistry<ProductInListProps> = {
  default: ProductCard,
  find: ProductCard,
  'overview-default': ProductOverviewCard,
  'cart-default': ProductCartCard,
  'price-default': ProductPriceLine,
  'currency-toggle-group-default': ProductCurrencyToggleGroup,
};
