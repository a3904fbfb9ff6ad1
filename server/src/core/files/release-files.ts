import type { EntityManager } from '@mikro-orm/postgresql';
import type { FileStorage } from './storage.js';
import type { Logger } from '../logger.js';
import type { ModelDefinition } from '../model/define-model.js';
import type { FileLocation } from './file-values.js';
import { rowsOf } from '../crud/repository.js';

/**
 * Removes the stored objects that rows of `model` let go of (a deleted row, a replaced file),
 * once the change is written. Only objects this storage made are removed (never a path or
 * url a client gave), and only when no other row of the entity still points at them. A
 * failure is logged, not thrown: the change is already done, an orphan object harms nobody.
 */
export async function releaseFiles(em: EntityManager, storage: FileStorage, model: ModelDefinition, released: FileLocation[], log?: Logger) {
  for (const { field, location } of released) {
    const key = storage.keyOf(location);
    if (!key) continue;
    try {
      if (await rowsOf(em, model).count({ [field]: location })) continue;
      await storage.remove(key);
    } catch (error) {
      log?.warn({ err: error, key }, 'could not remove a stored file');
    }
  }
}
