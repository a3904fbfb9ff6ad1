import { renderedModule } from '../host/rendered-module';

/** The billing module's widgets on a page: data from BillingPageWidgets (widget.graphql), code from BillingWidget. */
export const billingPageWidgets = renderedModule('billing', () => import('./BillingWidget'));
