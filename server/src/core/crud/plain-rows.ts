import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Row } from '../model/row.js';
import { listOrder, tableOf } from './tables.js';
import { NESTED_COLUMN, nestedColumn, nestedShape, withNested, type NestedRead } from './nested-rows.js';
import { compiledRead } from './compiled-reads.js';
import { readRows } from '../read/executor.js';

/**
 * Reads that hand over plain rows: the SQL MikroORM would send, but no entity, identity map or
 * snapshot is made of what comes back (that was most of a read's CPU). Rows are keyed by
 * property, with dates parsed as the declarations say, exactly as the ORM's own reads hand them
 * over. Writes keep going through the ORM: a plain row is never flushed.
 */

/** How a raw database row becomes a row keyed by property (MikroORM's compiled mapper). */
const mapperOf = (em: EntityManager, entity: string) => {
  const comparator = em.getComparator();
  return (raw: Record<string, unknown>) => comparator.mapResult(entity, raw) as Row;
};

/**
 * The `$n` form of a statement the ORM's query builder (knex) compiled, `?` placeholders and
 * their values, for the read executor: a list value of `in (?)` is expanded to one placeholder
 * per item (as knex and the ORM's formatting expand it); `\?` is a literal `?`. The same
 * text and list lengths always give the same `$n` text, so a shape's statement can be prepared.
 */
function dollarPlaceholders(sql: string, bindings: readonly unknown[]): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  let next = 0;
  const text = sql.replace(/\\\?|\?/g, (match) => {
    if (match !== '?') return '?';
    const value = bindings[next++];
    const items = Array.isArray(value) ? value : [value];
    return items.map((item) => `$${values.push(item)}`).join(', ');
  });
  return { text, values };
}

/** Runs a read's SQL (`?` placeholders) through the read executor; `shared`: the text of a shape, prepared. */
function run(em: EntityManager, sql: string, bindings: readonly unknown[], { serial = false, shared = false } = {}) {
  const { text, values } = dollarPlaceholders(sql, bindings);
  return readRows(em, text, values, { serial, prepare: shared });
}

/** The alias of the rows of a root statement, which its nested reads refer to. */
const ROOT = 'r0';

/**
 * Rows matching a MikroORM condition, ordered and paged: what `em.find` would read; with
 * `nested`, each row keeps those nested relations, read in the same statement; `serial`: one
 * subject's own rows, read without parallel workers (see `SERIAL` in read/executor.ts).
 */
export async function findRows(
  em: EntityManager,
  entity: string,
  where: object,
  options: { orderBy?: object[]; limit?: number; offset?: number; nested?: NestedRead[]; serial?: boolean } = {},
): Promise<Row[]> {
  const nested = options.nested?.length ? options.nested : undefined;
  const { sql, bindings, shared } = compiledRead(
    `${entity}|${nested ? nestedShape(nested) : ''}|${JSON.stringify(options.orderBy ?? [])}`,
    { where, limit: options.limit, offset: options.offset },
    (input) => {
      const qb = em
        .createQueryBuilder<Row, typeof ROOT>(entity, ROOT)
        .select(nested ? ['*', raw(nestedColumn(em, entity, ROOT, nested))] : '*')
        .where(input.where as never);
      if (options.orderBy?.length) qb.orderBy(options.orderBy as never);
      if (input.limit !== undefined) qb.limit(input.limit, input.offset);
      return qb.getKnexQuery().toSQL();
    },
  );
  const raws = await run(em, sql, bindings, { serial: options.serial, shared });
  const map = mapperOf(em, entity);
  if (!nested) return raws.map(map);
  return raws.map(({ [NESTED_COLUMN]: column, ...rest }) => withNested(map(rest), nested, column));
}

/** Statements by entity and shape: built on first use, the same text ever after. */
const statements = new Map<string, string>();
function statement(key: string, build: () => string) {
  let sql = statements.get(key);
  if (sql === undefined) statements.set(key, (sql = build()));
  return sql;
}

/** `in (?)` with a list as its one value: the driver expands it to one placeholder per item. */
const inList = (values: readonly string[]) => [[...values]];

/** Rows of an entity by id, in no particular order. */
export async function rowsById(em: EntityManager, entity: string, ids: readonly string[]): Promise<Row[]> {
  const sql = statement(`${entity} by id`, () => `select * from ${tableOf(em, entity).table} where "id" in (?)`);
  return (await run(em, sql, inList(ids))).map(mapperOf(em, entity));
}

/** Rows whose `foreignKey` is one of `parentIds`, in list order (orderIndex, createdAt, id). */
export async function rowsByParent(em: EntityManager, entity: string, foreignKey: string, parentIds: readonly string[]): Promise<Row[]> {
  const sql = statement(`${entity} by ${foreignKey}`, () => {
    const { table, column } = tableOf(em, entity);
    return `select * from ${table} as r where r.${column(foreignKey)} in (?) order by ${listOrder('r', column)}`;
  });
  return (await run(em, sql, inList(parentIds))).map(mapperOf(em, entity));
}

/**
 * The rows of `target` a relation links to parents (`page.layouts` through the pages-to-layouts
 * rows), with the parent each came for, in the order of the link rows: one statement joining
 * the link table to its target.
 */
export async function linkedRows(
  em: EntityManager,
  link: { entity: string; foreignKey: string; otherKey: string },
  target: string,
  parentIds: readonly string[],
): Promise<{ parentId: string; row: Row }[]> {
  const sql = statement(`${target} through ${link.entity}.${link.foreignKey}`, () => {
    const l = tableOf(em, link.entity);
    const t = tableOf(em, target);
    return (
      `select t.*, l.${l.column(link.foreignKey)} as "__parent" from ${l.table} as l ` +
      `join ${t.table} as t on t."id" = l.${l.column(link.otherKey)} ` +
      `where l.${l.column(link.foreignKey)} in (?) order by ${listOrder('l', l.column)}`
    );
  });
  const map = mapperOf(em, target);
  return (await run(em, sql, inList(parentIds))).map(({ __parent, ...raw }) => ({ parentId: __parent as string, row: map(raw) }));
}
