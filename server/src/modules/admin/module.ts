import { defineModule } from '../../core/module.js';
import { AdminDashboardResolver } from './dashboard.resolver.js';
import { adminRouteDocs } from './route-docs.js';
import { adminRoutes } from './routes.js';

/** The back-office's own reads across modules (the dashboard), each through the module that owns the rows. */
export const adminModule = defineModule({ name: 'admin', resolvers: [AdminDashboardResolver], routes: [{ router: adminRoutes, docs: adminRouteDocs }] });
