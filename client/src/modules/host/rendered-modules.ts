import { agentPageWidgets } from '../agent/page-widgets';
import { analyticPageWidgets } from '../analytic/page-widgets';
import { billingPageWidgets } from '../billing/page-widgets';
import { blogPageWidgets } from '../blog/page-widgets';
import { crmPageWidgets } from '../crm/page-widgets';
import { ecommercePageWidgets } from '../ecommerce/page-widgets';
import { fileStoragePageWidgets } from '../file-storage/page-widgets';
import { notificationPageWidgets } from '../notification/page-widgets';
import { rbacPageWidgets } from '../rbac/page-widgets';
import { socialPageWidgets } from '../social/page-widgets';
import { startupPageWidgets } from '../startup/page-widgets';
import { websiteBuilderPageWidgets } from '../website-builder/page-widgets';
import type { RenderedModule } from './rendered-module';

/**
 * The modules whose widgets the public site renders, one line each. A module's entry is its
 * `page-widgets.ts`; host/page-module-widgets.graphql spreads its PageWidgets fragment.
 */
export const RENDERED_MODULES: readonly RenderedModule[] = [
  websiteBuilderPageWidgets,
  ecommercePageWidgets,
  blogPageWidgets,
  crmPageWidgets,
  fileStoragePageWidgets,
  rbacPageWidgets,
  socialPageWidgets,
  agentPageWidgets,
  analyticPageWidgets,
  billingPageWidgets,
  notificationPageWidgets,
  startupPageWidgets,
];
