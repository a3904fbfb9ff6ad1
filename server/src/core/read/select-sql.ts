import type { Actor } from '../access/actor.js';
import type { Where } from '../access/ownership.js';
import type { ModelDefinition } from '../model/define-model.js';
import { FIELD_KINDS } from '../model/field-kinds.js';
import type { OrderColumn, Page } from '../model/query.js';
import { tableOf } from '../model/tables.js';
import { fieldsOf, NESTED_COLUMN, targetOf, type NestedRead } from '../crud/nested-rows.js';
import { columnName, columnSql, orderSql, whereSql, type Parameters } from './where-sql.js';
import { visibility, type Visibility } from './visibility.js';

/**
 * A read as one SQL statement: the rows of a model this actor sees, with the relations asked
 * under them read in the same statement, the way PostGraphile and Hasura answer a query: each
 * relation a correlated subquery handing its rows over as JSON, with its own relations inside,
 * and the target's visibility (its rows' condition, its private values) inside the subquery,
 * so a relation one reads only in part is read like any other. Values are parameters; the text
 * depends on the read's shape alone.
 */

/** The alias of the root rows, which nested subqueries refer to. */
const ROOT = 'r0';

export interface ReadPlan {
  model: ModelDefinition;
  actor: Actor;
  /** What the actor sees of the root model (its `rows` condition is applied here). */
  seen: Visibility;
  /** The caller's condition (filters, a cursor, an id), within what it sees. */
  where: Where;
  order?: readonly OrderColumn[];
  limit?: number;
  offset?: number;
  nested?: readonly NestedRead[];
  /** The root columns read (the id always); every field when absent. */
  fields?: readonly string[];
}

/** The list order of relation rows: orderIndex, then creation, then id. */
const LIST_ORDER: OrderColumn[] = ['orderIndex', 'createdAt', 'id'].map((name) => ({ name, direction: 'asc' }));

/** `value` of a private field: itself on the rows whose private values it reads, null elsewhere. */
function maskedSql(model: ModelDefinition, alias: string, seen: Visibility, value: string, params: Parameters): string {
  return seen.ownRows ? `case when ${whereSql(model, alias, seen.ownRows, params)} then ${value} end` : 'null';
}

/** The root columns of a model read whole, with nothing masked: the same text for every read. */
const wholeRows = new WeakMap<ModelDefinition, string>();

/** The root rows' columns, each under its property name (the row as the API hands it over). */
function rootColumns(model: ModelDefinition, seen: Visibility, fields: readonly string[] | undefined, params: Parameters): string {
  const whole = !fields && !seen.masked.length;
  if (whole && wholeRows.has(model)) return wholeRows.get(model)!;
  const sql = (fields ?? Object.keys(model.fields))
    .map((name) => {
      const column = columnSql(model, ROOT, name);
      const value = seen.masked.includes(name) ? maskedSql(model, ROOT, seen, column, params) : column;
      return value === column && columnName(model, name) === `"${name}"` ? column : `${value} as "${name}"`;
    })
    .join(', ');
  if (whole) wholeRows.set(model, sql);
  return sql;
}

/** A row of `model` as JSON: the fields read (as their kind says each travels), then its nested reads. */
function rowSql(model: ModelDefinition, alias: string, read: NestedRead, seen: Visibility, depth: number, context: Context): string {
  const values = fieldsOf(model, read.fields).map(({ name }) => {
    const column = columnSql(model, alias, name);
    const value = FIELD_KINDS[model.fields[name].kind].inJson?.sql(column) ?? column;
    return seen.masked.includes(name) ? maskedSql(model, alias, seen, value, context.params) : value;
  });
  const nested = read.nested.map((inner) => relationSql(model, alias, inner, depth + 1, context));
  return `row(${[...values, ...nested].join(', ')})`;
}

interface Context {
  actor: Actor;
  params: Parameters;
}

/** ` and <condition>` for the rows an actor sees, or nothing when it sees them all. */
function visibleSql(model: ModelDefinition, alias: string, rows: Where, params: Parameters): string {
  return Object.keys(rows).length ? ` and ${whereSql(model, alias, rows, params)}` : '';
}

/**
 * The rows of `from` as a JSON list in `order`; with a page, that page of them: numbered in the
 * order, since the aggregate's order is only sure when it is its own. The page's numbers are
 * checked integers, written into the shape's SQL (the shape names them).
 */
const jsonList = (row: string, order: string, from: string, page: Page | undefined, depth: number) =>
  page
    ? `coalesce((select json_agg("p${depth}".j order by "p${depth}".n) from (select ${row} as j, row_number() over (order by ${order}) as n ` +
      `from ${from} order by ${order} limit ${page.limit} offset ${page.offset}) as "p${depth}"), '[]')`
    : `coalesce((select json_agg(${row} order by ${order}) from ${from}), '[]')`;

/**
 * One nested relation of the rows of `parent` (as `parentAlias`), in list order: a reference's
 * row or null; relation rows, and related items through their link rows. Rows the actor may
 * not read are not there; a relation it may not read at all is empty.
 */
function relationSql(parent: ModelDefinition, parentAlias: string, read: NestedRead, depth: number, context: Context): string {
  const { relation } = read;
  const { actor, params } = context;
  const target = targetOf(relation);
  const seen = visibility(actor, target, undefined, true);
  const alias = `n${depth}`;
  if (relation.kind === 'ref') {
    if (!seen.rows) return 'null';
    const row = rowSql(target, alias, read, seen, depth, context);
    const where = `${columnSql(target, alias, 'id')} = ${columnSql(parent, parentAlias, relation.ref.foreignKey)}`;
    return `(select to_json(${row}) from ${tableOf(target).table} as "${alias}" where ${where}${visibleSql(target, alias, seen.rows, params)})`;
  }
  const parentId = columnSql(parent, parentAlias, 'id');
  if (relation.kind === 'rows') {
    const { list } = relation;
    // Rows whose owner rule is this very parent belong to whoever reads the parent.
    const owner = target.owner;
    const rows = owner && 'parent' in owner && owner.parent === list.foreignKey && actor.kind === 'subject' && seen.rows ? {} : seen.rows;
    if (!rows) return `'[]'::json`;
    const row = rowSql(target, alias, read, seen, depth, context);
    const where = `${columnSql(target, alias, list.foreignKey)} = ${parentId}${visibleSql(target, alias, rows, params)}`;
    return jsonList(row, orderSql(target, alias, LIST_ORDER), `${tableOf(target).table} as "${alias}" where ${where}`, read.page, depth);
  }
  const { list } = relation;
  const linkSeen = visibility(actor, list.relation, undefined, true);
  if (!seen.rows || !linkSeen.rows) return `'[]'::json`;
  const link = `l${depth}`;
  const row = rowSql(target, alias, read, seen, depth, context);
  const from =
    `${tableOf(list.relation).table} as "${link}" join ${tableOf(target).table} as "${alias}" on ${columnSql(target, alias, 'id')} = ${columnSql(list.relation, link, list.otherKey)} ` +
    `where ${columnSql(list.relation, link, list.foreignKey)} = ${parentId}` +
    visibleSql(list.relation, link, linkSeen.rows, params) +
    visibleSql(target, alias, seen.rows, params);
  return jsonList(row, orderSql(list.relation, link, LIST_ORDER), from, read.page, depth);
}

/** The statement of a read: its rows as the actor sees them, nested reads in one JSON column. */
export function selectSql(plan: ReadPlan, params: Parameters): string {
  const { model, seen } = plan;
  if (!seen.rows) throw new Error(`${model.name}: a read of what the actor may not read`);
  const context: Context = { actor: plan.actor, params };
  const nested = plan.nested?.length
    ? `, to_json(row(${plan.nested.map((read) => relationSql(model, ROOT, read, 1, context)).join(', ')})) as "${NESTED_COLUMN}"`
    : '';
  let sql = `select ${rootColumns(model, seen, plan.fields, params)}${nested} from ${tableOf(model).table} as "${ROOT}"`;
  const where = whereSql(model, ROOT, Object.keys(seen.rows).length ? { $and: [plan.where, seen.rows] } : plan.where, params);
  if (where !== 'true') sql += ` where ${where}`;
  if (plan.order?.length) sql += ` order by ${orderSql(model, ROOT, plan.order)}`;
  if (plan.limit !== undefined) sql += ` limit ${params.add(plan.limit)}`;
  if (plan.offset) sql += ` offset ${params.add(plan.offset)}`;
  return sql;
}

/** How many rows of a model the actor sees match the caller's condition. */
export function countSql(model: ModelDefinition, seen: Visibility, where: Where, params: Parameters): string {
  if (!seen.rows) throw new Error(`${model.name}: a count of what the actor may not read`);
  const condition = whereSql(model, ROOT, Object.keys(seen.rows).length ? { $and: [where, seen.rows] } : where, params);
  return `select count(*)::int as "count" from ${tableOf(model).table} as "${ROOT}"${condition === 'true' ? '' : ` where ${condition}`}`;
}
