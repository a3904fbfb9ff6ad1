import { lazy } from 'react';
import type { VariantRegistry } from '../../shared/variants/variant-registry';
import { WidgetTextDefault } from '../../shared/widgets/WidgetTextDefault';
import { CategoryListDefault } from './categories/CategoryListDefault';
import { CategoryOverviewDefault } from './categories/CategoryOverviewDefault';
import { ProductListDefault } from './products/ProductListDefault';
import { ProductOverviewDefault } from './products/ProductOverviewDefault';
import { StoreListDefault } from './stores/StoreListDefault';
import { StoreOverviewDefault } from './stores/StoreOverviewDefault';
import type { EcommerceWidgetProps } from './widget-props';

// Signed-in visitors' own orders (lists, pagination, payment states): loaded where a page shows them.
const OrderListDefault = lazy(() => import('./orders/OrderListDefault').then((module) => ({ default: module.OrderListDefault })));

/**
 * The ecommerce widget variants the site renders; 'order-list-default' shows
 * the signed-in subject's own orders.
 */
export const ecommerceWidgetVariants: VariantRegistry<EcommerceWidgetProps> = {
  default: WidgetTextDefault,
  'category-list-default': CategoryListDefault,
  'category-overview-default': CategoryOverviewDefault,
  'order-list-default': OrderListDefault,
  'product-list-default': ProductListDefault,
  'product-overview-default': ProductOverviewDefault,
  'store-list-default': StoreListDefault,
  'store-overview-default': StoreOverviewDefault,
};
