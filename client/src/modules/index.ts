import { ARTICLE_SEGMENT } from './blog/paths';
import { PRODUCT_SEGMENT } from './ecommerce/paths';
import { SUBJECT_SEGMENT } from './rbac/profiles/paths';
import { type QueriedModule, type RenderedModule, renderedModule, type WidgetComponent } from './rendered-module';

export { PageModuleWidgetsDocument, type PageModuleWidgetsQuery, type PageModuleWidgetsQueryVariables } from './page-module-widgets.generated';
export { pageQueryNames, type RenderedModule } from './rendered-module';

/**
 * What a module gives the page engine (`pages/`), which knows the modules through this list
 * alone: it imports no module by name, and a module imports nothing of the engine.
 */
export interface ClientModule {
  /** The module's name, as host rows name it (`externalModule`: 'website-builder'). */
  name: string;
  /**
   * Its widgets on a page: its part of PageModuleWidgets (its `<Module>PageWidgets` fragment,
   * which page-module-widgets.graphql spreads) and the code that renders them, a chunk of its
   * own that loads when a page embeds one of them.
   */
  widgets: RenderedModule;
  /**
   * The url segments whose page is about one of its rows (`ecommerce.products.slug`): that row's
   * overview widget writes the head (its own title, description, image and JSON-LD), and the
   * page's metadata does not.
   */
  rowHeadSegments: readonly string[];
}

interface Contribution<Module extends string> {
  /** Imports the module's widget component (`<Module>Widget`, which renders each of its variants). */
  widgets: () => Promise<{ default: WidgetComponent<Module> }>;
  rowHeadSegments?: readonly string[];
}

/** A module of the list: its name (one the page query covers, or it fails to compile) and what it gives. */
function clientModule<Module extends string>(name: Module & QueriedModule<Module>, contribution: Contribution<Module>): ClientModule {
  return { name, widgets: renderedModule(name, contribution.widgets), rowHeadSegments: contribution.rowHeadSegments ?? [] };
}

/**
 * The client's modules, one line each. A module added here and in page-module-widgets.graphql
 * (its PageWidgets fragment's spread and variables) is rendered on every page that embeds its
 * widgets; the page engine needs no change.
 */
export const CLIENT_MODULES: readonly ClientModule[] = [
  clientModule('website-builder', { widgets: () => import('./website-builder/WebsiteBuilderWidget') }),
  clientModule('ecommerce', { widgets: () => import('./ecommerce/EcommerceWidget'), rowHeadSegments: [PRODUCT_SEGMENT] }),
  clientModule('blog', { widgets: () => import('./blog/BlogWidget'), rowHeadSegments: [ARTICLE_SEGMENT] }),
  clientModule('crm', { widgets: () => import('./crm/CrmWidget') }),
  clientModule('file-storage', { widgets: () => import('./file-storage/FileStorageWidget') }),
  clientModule('rbac', { widgets: () => import('./rbac/RbacWidget'), rowHeadSegments: [SUBJECT_SEGMENT] }),
  clientModule('social', { widgets: () => import('./social/SocialWidget') }),
  clientModule('agent', { widgets: () => import('./agent/AgentWidget') }),
  clientModule('analytic', { widgets: () => import('./analytic/AnalyticWidget') }),
  clientModule('billing', { widgets: () => import('./billing/BillingWidget') }),
  clientModule('notification', { widgets: () => import('./notification/NotificationWidget') }),
  clientModule('startup', { widgets: () => import('./startup/StartupWidget') }),
];
