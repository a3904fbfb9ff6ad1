import { renderedModule } from '../host/rendered-module';

/** The crm module's widgets on a page: data from CrmPageWidgets (widget.graphql), code from CrmWidget. */
export const crmPageWidgets = renderedModule('crm', () => import('./CrmWidget'));
