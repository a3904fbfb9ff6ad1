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
  // Stored files may be urls on the storage's host (S3's public url, or its endpoint).
  contentSources: ({ fileStorage: { s3 } }) => {
    const storage = [...originOf(s3.publicUrl), ...originOf(s3.endpoint)];
    return { imgSrc: storage, mediaSrc: storage };
  },
});

/** The origin of a configured url, when it is one (file storage on another host). */
function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
