import { defineModule } from '../../core/module.js';
import * as entities from './entities.js';
import { FileCreationResolver } from './file-creation.resolver.js';
import { fileStorageRouteDocs } from './route-docs.js';
import { fileStorageRoutes } from './routes.js';
import { fileStorageSettings } from './settings.js';

export const fileStorageModule = defineModule({
  name: 'file-storage',
  entities,
  resolvers: [FileCreationResolver],
  routes: [{ router: fileStorageRoutes, docs: fileStorageRouteDocs }],
  settings: fileStorageSettings,
});
