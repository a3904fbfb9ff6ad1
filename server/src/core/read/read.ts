import type { EntityManager } from '@mikro-orm/postgresql';
import type { Where } from '../access/ownership.js';
import type { ModelDefinition } from '../model/define-model.js';
import { FIELD_KINDS } from '../model/field-kinds.js';
import type { Row } from '../model/row.js';
import { NESTED_COLUMN, withNested } from '../crud/nested-rows.js';
import { readRows } from './executor.js';
import { countSql, selectSql, type ReadPlan } from './select-sql.js';
import { Parameters } from './where-sql.js';
import type { Visibility } from './visibility.js';

/**
 * The one way rows are read: a plan (a model, what the actor sees of it, the caller's condition,
 * order, page and nested relations) compiled to one statement (select-sql.ts), run by the
 * executor (prepared per connection), and its rows handed over keyed by property, values as
 * their kinds say. Writes stay with MikroORM; nothing read here becomes an entity.
 */

/** The fields whose values arrive as text and are handed over parsed (a datetime as a Date). */
const parsedFields = new WeakMap<ModelDefinition, [string, (value: unknown) => unknown][]>();
function parsersOf(model: ModelDefinition) {
  let parsers = parsedFields.get(model);
  if (!parsers) {
    parsers = Object.entries(model.fields).flatMap(([name, field]) => {
      const read = FIELD_KINDS[field.kind].inJson?.read;
      return read ? [[name, read] as [string, (value: unknown) => unknown]] : [];
    });
    parsedFields.set(model, parsers);
  }
  return parsers;
}

/** A database row as the API hands it over. */
function rowOf(parsers: [string, (value: unknown) => unknown][], raw: Record<string, unknown>): Row {
  for (const [name, read] of parsers) {
    const value = raw[name];
    if (value !== null && value !== undefined) raw[name] = read(value);
  }
  return raw as Row;
}

/** `serial`: one subject's own rows, read without parallel workers (see the executor). */
export async function findRows(em: EntityManager, plan: ReadPlan, { serial = false } = {}): Promise<Row[]> {
  const params = new Parameters();
  const sql = selectSql(plan, params);
  const raws = await readRows(em, sql, params.values, { prepare: true, serial });
  const parsers = parsersOf(plan.model);
  const nested = plan.nested?.length ? [...plan.nested] : undefined;
  if (!nested) return raws.map((raw) => rowOf(parsers, raw));
  return raws.map(({ [NESTED_COLUMN]: column, ...rest }) => withNested(rowOf(parsers, rest), nested, column));
}

/** How many rows of the model the actor sees match `where`. */
export async function countMatching(em: EntityManager, model: ModelDefinition, seen: Visibility, where: Where): Promise<number> {
  const params = new Parameters();
  const [{ count }] = await readRows(em, countSql(model, seen, where, params), params.values, { prepare: true });
  return Number(count);
}
