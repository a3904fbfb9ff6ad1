import type { EntityManager } from '@mikro-orm/postgresql';
import type { Where } from '../access/ownership.js';
import type { ModelDefinition } from '../model/define-model.js';
import { entitySchema } from '../model/entity-schema.js';
import type { Row, RowOf } from '../model/row.js';

export interface FindOptions {
  orderBy?: Record<string, 'asc' | 'desc'>;
  limit?: number;
}

/**
 * The rows of one model, typed by its declaration (`RowOf`), for the generic service and for
 * module code. Entities are declared at run time, so MikroORM has no class to type their
 * conditions, options and rows by: the casts are here, once, instead of at every call.
 */
export function rowsOf<M extends ModelDefinition>(em: EntityManager, model: M) {
  type Typed = RowOf<M>;
  const entity = entitySchema(model);
  const untyped = <T>(value: T) => value as never;
  return {
    /** Managed rows (entities): changed in place, written by the next flush. */
    find: (where: Where, options: FindOptions = {}) => em.find<Row>(entity, untyped(where), untyped(options)) as Promise<Typed[]>,
    /** Managed rows with only these fields read. */
    findFields: <K extends keyof Typed & string>(fields: K[], where: Where, options: FindOptions = {}) =>
      em.find<Row>(entity, untyped(where), untyped({ ...options, fields })) as Promise<Pick<Typed, K>[]>,
    findOne: (where: Where) => em.findOne<Row>(entity, untyped(where)) as Promise<Typed | null>,
    findOneOrFail: (where: Where) => em.findOneOrFail<Row>(entity, untyped(where)) as Promise<Typed>,
    count: (where: Where = {}) => em.count<Row>(entity, untyped(where)),
    /** A new managed row, inserted by the next flush. */
    create: (values: Record<string, unknown>) => em.create<Row>(entity, untyped(values)) as Typed,
    /** Deletes the matching rows in one statement, past the unit of work. */
    deleteWhere: (where: Where) => em.nativeDelete<Row>(entity, untyped(where)),
    /** Forgets a managed row that was deleted past the unit of work: no later flush writes it. */
    forget: (row: Typed) => em.getUnitOfWork().unsetIdentity(row),
    /** Forgets the managed row of this id, if any: it was changed past the unit of work. */
    forgetId: (id: string) => {
      const row = em.getUnitOfWork().getById<Row>(entity, untyped(id));
      if (row) em.getUnitOfWork().unsetIdentity(row);
    },
  };
}
