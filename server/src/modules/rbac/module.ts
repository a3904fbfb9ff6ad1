import { defineModule } from '../../core/module.js';
import { RbacAuthenticationResolver } from './authentication.resolver.js';
import { RbacServerInfoResolver } from './server-info.resolver.js';
import * as entities from './entities.js';
import { signedInSubjects } from './request-subject.js';
import { rbacRouteDocs } from './route-docs.js';
import { rbacRoutes } from './routes.js';
import { rbacSettings } from './settings.js';

export const rbacModule = defineModule({
  name: 'rbac',
  entities,
  resolvers: [RbacAuthenticationResolver, RbacServerInfoResolver],
  routes: [{ router: rbacRoutes, docs: rbacRouteDocs }],
  // Subjects are created at sign-up by the sign-in methods themselves.
  writesOutsideService: [entities.RbacSubject],
  identification: signedInSubjects,
  settings: rbacSettings,
});
