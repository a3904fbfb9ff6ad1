import type { EntityManager } from '@mikro-orm/postgresql';
import type { Where } from '../access/ownership.js';
import type { ModelDefinition } from '../model/define-model.js';
import type { Row, RowOf } from '../model/row.js';
import type { NestedRead } from './nested-rows.js';
import { findRows } from './plain-rows.js';

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
  const name = model.name;
  const untyped = <T>(value: T) => value as never;
  return {
    /** Managed rows (entities): changed in place, written by the next flush. */
    find: (where: Where, options: FindOptions = {}) => em.find<Row>(name, untyped(where), untyped(options)) as Promise<Typed[]>,
    /** Managed rows with only these fields read. */
    findFields: <K extends keyof Typed & string>(fields: K[], where: Where, options: FindOptions = {}) =>
      em.find<Row>(name, untyped(where), untyped({ ...options, fields })) as Promise<Pick<Typed, K>[]>,
    findOne: (where: Where) => em.findOne<Row>(name, untyped(where)) as Promise<Typed | null>,
    findOneOrFail: (where: Where) => em.findOneOrFail<Row>(name, untyped(where)) as Promise<Typed>,
    /** Plain rows, to read only: no entity, identity map or snapshot (see `findRows`). */
    read: (where: Where, options: { orderBy?: object[]; limit?: number; offset?: number; nested?: NestedRead[]; serial?: boolean } = {}) =>
      findRows(em, model, where, options) as Promise<Typed[]>,
    count: (where: Where = {}) => em.count<Row>(name, untyped(where)),
    /** A new managed row, inserted by the next flush. */
    create: (values: Record<string, unknown>) => em.create<Row>(name, untyped(values)) as Typed,
    /** Deletes the matching rows in one statement, past the unit of work. */
    deleteWhere: (where: Where) => em.nativeDelete<Row>(name, untyped(where)),
    /** Forgets a managed row that was deleted past the unit of work: no later flush writes it. */
    forget: (row: Typed) => em.getUnitOfWork().unsetIdentity(row),
    /** Forgets the managed row of this id, if any: it was changed past the unit of work. */
    forgetId: (id: string) => {
      const row = em.getUnitOfWork().getById<Row>(name, untyped(id));
      if (row) em.getUnitOfWork().unsetIdentity(row);
    },
  };
}
