import { ARTICLE_SEGMENT } from './blog/paths';
import { type ClientModule, clientModule } from './client-module';
import { PRODUCT_SEGMENT } from './ecommerce/paths';
import { SUBJECT_SEGMENT } from './rbac/profiles/paths';

export { type ClientModule, pageQueryNames } from './client-module';
export { PageModuleWidgetsDocument, type PageModuleWidgetsQuery, type PageModuleWidgetsQueryVariables } from './page-module-widgets.generated';

/**
 * The client's modules, one line each: a module's name, its widget component (what renders its
 * widgets and their variants on a page) and the url segments whose page is about one of its rows
 * (its overview widget writes that page's head). The page engine (`pages/`) knows the modules
 * through this list alone. A module added here and in page-module-widgets.graphql (its
 * PageWidgets fragment's spread and variables) is rendered on every page that embeds its widgets;
 * the page engine needs no change.
 */
export const CLIENT_MODULES: readonly ClientModule[] = [
  clientModule('website-builder', () => import('./website-builder/WebsiteBuilderWidget')),
  clientModule('ecommerce', () => import('./ecommerce/EcommerceWidget'), [PRODUCT_SEGMENT]),
  clientModule('blog', () => import('./blog/BlogWidget'), [ARTICLE_SEGMENT]),
  clientModule('crm', () => import('./crm/CrmWidget')),
  clientModule('file-storage', () => import('./file-storage/FileStorageWidget')),
  clientModule('rbac', () => import('./rbac/RbacWidget'), [SUBJECT_SEGMENT]),
  clientModule('social', () => import('./social/SocialWidget')),
  clientModule('agent', () => import('./agent/AgentWidget')),
  clientModule('analytic', () => import('./analytic/AnalyticWidget')),
  clientModule('billing', () => import('./billing/BillingWidget')),
  clientModule('notification', () => import('./notification/NotificationWidget')),
  clientModule('startup', () => import('./startup/StartupWidget')),
];
