import type { Catalogue } from '../model/catalogue.js';
import type { ModelDefinition } from '../model/define-model.js';
import type { PublicCache } from './public-cache.js';

/** A committed write: the models whose rows it inserted or updated, and those whose rows it deleted. */
export interface Write {
  wrote?: readonly ModelDefinition[];
  deleted?: readonly ModelDefinition[];
}

/** Told of every committed write (the generic service's, and module code's own SQL). */
export type OnWrite = (write: Write) => void;

/**
 * Drops, after a write, the cached public answers holding rows of a model it wrote, here and
 * on the other instances. A delete also removed the rows cascading from it (see `deletedWith`):
 * the answers holding those go too. A model no cached answer holds (a cart's orders and lines,
 * subjects, sessions) drops nothing.
 */
export function dropWritten(cache: PublicCache, catalogue: Catalogue): OnWrite {
  return ({ wrote = [], deleted = [] }) => cache.dropModels([...wrote, ...deleted.flatMap((model) => catalogue.deletedWith(model))].map((model) => model.name));
}
