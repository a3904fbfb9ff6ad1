import { defineModule } from '../../core/module.js';
import * as entities from './entities.js';
import { pageOpenGraphTitle } from './opengraph-title.js';
import { HostPageResolver } from './page.resolver.js';
import { hostRouteDocs } from './route-docs.js';
import { hostRoutes } from './routes.js';

export const hostModule = defineModule({
  name: 'host',
  entities,
  resolvers: [HostPageResolver],
  routes: [{ router: hostRoutes, docs: hostRouteDocs }],
  openGraph: [{ kind: 'pages', model: entities.HostPage, title: pageOpenGraphTitle }],
});
