/** The modules of the platform, one line each: the app composes exactly these. */
import 'reflect-metadata';
import { buildCatalogue } from '../core/model/catalogue.js';
import { adminModule } from './admin/module.js';
import { agentModule } from './agent/module.js';
import { analyticModule } from './analytic/module.js';
import { billingModule } from './billing/module.js';
import { blogModule } from './blog/module.js';
import { crmModule } from './crm/module.js';
import { ecommerceModule } from './ecommerce/module.js';
import { fileStorageModule } from './file-storage/module.js';
import { hostModule } from './host/module.js';
import { notificationModule } from './notification/module.js';
import { rbacModule } from './rbac/module.js';
import { socialModule } from './social/module.js';
import { startupModule } from './startup/module.js';
import { websiteBuilderModule } from './website-builder/module.js';

export const modules = [
  websiteBuilderModule,
  hostModule,
  blogModule,
  crmModule,
  ecommerceModule,
  billingModule,
  socialModule,
  fileStorageModule,
  notificationModule,
  startupModule,
  analyticModule,
  agentModule,
  rbacModule,
  adminModule,
  // A tuple: each module's own type is kept, and with it the type of the settings it declares (settings.ts).
] as const;

export const catalogue = buildCatalogue(modules);
export const { models } = catalogue;
