import { defineModule } from '../../core/module.js';
import { BillingDummyPaymentsResolver } from './dummy-payments.resolver.js';
import * as entities from './entities.js';
import { endInvoicesOfCanceledOrders, endInvoicesOfDeletedOrders } from './invoice-release.js';
import { billingRouteDocs } from './route-docs.js';
import { billingRoutes } from './routes.js';
import { BillingServerInfoResolver } from './server-info.resolver.js';
import { billingSettings } from './settings.js';

export const billingModule = defineModule({
  name: 'billing',
  entities,
  resolvers: [BillingDummyPaymentsResolver, BillingServerInfoResolver],
  routes: [{ router: billingRoutes, docs: billingRouteDocs }],
  handlers: [endInvoicesOfCanceledOrders, endInvoicesOfDeletedOrders],
  settings: billingSettings,
});
