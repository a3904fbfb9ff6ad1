import { renderedModule } from '../host/rendered-module';

/** The ecommerce module's widgets on a page: data from EcommercePageWidgets (widget.graphql), code from EcommerceWidget. */
export const ecommercePageWidgets = renderedModule('ecommerce', () => import('./EcommerceWidget'));
