import { defineModule } from '../../core/module.js';
import { EcommerceCartResolver } from './cart.resolver.js';
import { EcommerceProductPricesResolver } from './product-prices.resolver.js';
import * as entities from './entities.js';
import { keepCartOfSignedInVisitor, moveOrdersOfSettledInvoice, reopenOrdersOfCanceledInvoice } from './event-handlers.js';
import { ecommerceRouteDocs } from './route-docs.js';
import { ecommerceRoutes } from './routes.js';
import { subjectCommerceRouteDocs } from './subject-route-docs.js';
import { subjectCommerceRoutes } from './subject-routes.js';
import { ecommerceSettings } from './settings.js';

export const ecommerceModule = defineModule({
  name: 'ecommerce',
  entities,
  resolvers: [EcommerceCartResolver, EcommerceProductPricesResolver],
  routes: [
    // A subject's cart and orders (`/rbac/subjects/{id}/ecommerce-module/...`), then order arithmetic.
    { router: subjectCommerceRoutes, docs: subjectCommerceRouteDocs },
    { router: ecommerceRoutes, docs: ecommerceRouteDocs },
  ],
  handlers: [moveOrdersOfSettledInvoice, reopenOrdersOfCanceledInvoice, keepCartOfSignedInVisitor],
  openGraph: [{ kind: 'products', model: entities.EcommerceProduct }],
  settings: ecommerceSettings,
});
