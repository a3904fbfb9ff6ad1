import { defineModule } from '../../core/module.js';
import * as entities from './entities.js';
import { CrmFormRequestsResolver } from './form-requests.resolver.js';
import { crmRouteDocs } from './route-docs.js';
import { crmRoutes } from './routes.js';

export const crmModule = defineModule({ name: 'crm', entities, resolvers: [CrmFormRequestsResolver], routes: [{ router: crmRoutes, docs: crmRouteDocs }] });
