import type { VariantRegistry } from '../../shared/variants/variant-registry';
import { CategoryListDefault } from './categories/CategoryListDefault';
import { CategoryOverviewDefault } from './categories/CategoryOverviewDefault';
import { ProductListDefault } from './products/ProductListDefault';
import { ProductOverviewDefault } from './products/ProductOverviewDefault';
import { StoreListDefault } from './stores/StoreListDefault';
import { StoreOverviewDefault } from './stores/StoreOverviewDefault';
import type { EcommerceWidgetProps } from './widget-props';

/**
 * The ecommerce widget variants of the spec (001, section 2) the public site shows to any
 * visitor. 'order-list-default' (the cart's orders) comes with sign-in and the cart.
 */
export const ecommerceWidgetVariants: VariantRegistry<EcommerceWidgetProps> = {
  'category-list-default': CategoryListDefault,
  'category-overview-default': CategoryOverviewDefault,
  'product-list-default': ProductListDefault,
  'product-overview-default': ProductOverviewDefault,
  'store-list-default': StoreListDefault,
  'store-overview-default': StoreOverviewDefault,
};
