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
  // Telegram sign-in, when configured: the one script of another host (its Login Widget, loaded
  // on the sign-in screen only) and the frame of its button.
  contentSources: ({ rbac }) => (rbac.telegram.botToken ? { scriptSrc: ['https://telegram.org'], frameSrc: ['https://oauth.telegram.org'] } : {}),
});
