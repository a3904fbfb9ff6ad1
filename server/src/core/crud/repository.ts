import type { EntityManager } from '@mikro-orm/postgresql';
import type { Where } from '../access/ownership.js';
import type { ModelDefinition } from '../model/define-model.js';
import type { Row } from '../model/entity-schema.js';

export interface FindOptions {
  orderBy?: Record<string, 'asc' | 'desc'>;
  limit?: number;
}

/**
 * Module code's reads of one model's rows by plain conditions. Entities are declared at run
 * time, so MikroORM has no class to type their conditions and options by: the cast is here,
 * once, instead of at every call.
 */
export function rowsOf(em: EntityManager, model: ModelDefinition) {
  const untyped = <T>(value: T) => value as never;
  return {
    find: (where: Where, options: FindOptions = {}) => em.find<Row>(model.name, untyped(where), untyped(options)),
    findOne: (where: Where) => em.findOne<Row>(model.name, untyped(where)),
    findOneOrFail: (where: Where) => em.findOneOrFail<Row>(model.name, untyped(where)),
  };
}
