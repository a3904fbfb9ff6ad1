import { RawQueryFragment } from '@mikro-orm/core';
import type { Where } from '../access/ownership.js';
import { LANGUAGES } from '../languages.js';
import type { ModelDefinition } from '../model/define-model.js';
import { tableOf } from '../model/tables.js';
import type { OrderColumn } from '../model/query.js';

/**
 * Conditions as SQL. A condition is written as MikroORM writes one (`{slug: 'x'}`, `{price:
 * {$gt: 5}}`, `{title: {en: {$ilike: '%a%'}}}`, `$and`, `$or`, `$not`, a raw subquery for an
 * owner rule), because writes hand the same conditions to the ORM; reads compile them here,
 * with every value a parameter, so a condition's text depends on its shape alone and can be
 * prepared. A list of values is one parameter (`= any($1)`): lists of any length share a text.
 */

/** The values of one statement, each named by its `$n` placeholder as it is added. */
export class Parameters {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The quoted column of a field: `"subject_id"`; a field the model does not declare is a bug. */
export const columnName = (model: ModelDefinition, name: string) => tableOf(model).column(name);

/** A column of `model` under `alias`: `"r0"."subject_id"`. */
export const columnSql = (model: ModelDefinition, alias: string, name: string) => `"${alias}".${columnName(model, name)}`;

/** One language of a per-language map: its text. */
function languageSql(column: string, language: string): string {
  if (!(LANGUAGES as readonly string[]).includes(language)) throw new Error(`unknown language ${language}`);
  return `(${column} ->> '${language}')`;
}

/** A raw fragment's SQL with its `?` placeholders numbered as parameters. */
function rawSql(fragment: RawQueryFragment, params: Parameters): string {
  let index = 0;
  return fragment.sql.replace(/\?/g, () => params.add(fragment.params[index++]));
}

const COMPARISONS: Record<string, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=', $like: 'like', $ilike: 'ilike' };

/** `operand` compared with `value` by `operator`. */
function comparisonSql(operand: string, operator: string, value: unknown, params: Parameters): string {
  switch (operator) {
    case '$eq':
      return value === null ? `${operand} is null` : `${operand} = ${params.add(value)}`;
    case '$ne':
      return value === null ? `${operand} is not null` : `${operand} <> ${params.add(value)}`;
    case '$in':
      if (value instanceof RawQueryFragment) return `${operand} in (${rawSql(value, params)})`;
      if (!Array.isArray(value)) throw new Error('$in takes a list');
      return value.length ? `${operand} = any(${params.add(value)})` : 'false';
    case '$nin':
      if (!Array.isArray(value)) throw new Error('$nin takes a list');
      return value.length ? `${operand} <> all(${params.add(value)})` : 'true';
    case '$not':
      return `not (${valueSql(operand, value, params)})`;
    default: {
      const comparison = COMPARISONS[operator];
      if (!comparison) throw new Error(`unknown operator ${operator}`);
      return `${operand} ${comparison} ${params.add(value)}`;
    }
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date) && !(value instanceof RawQueryFragment);

/** What a field's value in a condition says: equal to it, or `{$op: v, …}` all holding. */
function valueSql(operand: string, value: unknown, params: Parameters): string {
  if (!isPlainObject(value)) return comparisonSql(operand, '$eq', value, params);
  const parts = Object.entries(value).map(([operator, operatorValue]) => comparisonSql(operand, operator, operatorValue, params));
  return joined(parts, 'and');
}

function joined(parts: string[], by: 'and' | 'or'): string {
  if (!parts.length) return by === 'and' ? 'true' : 'false';
  return parts.length === 1 ? parts[0] : `(${parts.join(` ${by} `)})`;
}

/** A condition on the rows of `model` (as `alias`) as SQL; `true` when it holds for all. */
export function whereSql(model: ModelDefinition, alias: string, where: Where, params: Parameters): string {
  const parts = Object.entries(where).map(([key, value]) => {
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(value)) throw new Error(`${key} takes a list`);
      return joined(value.map((item: Where) => whereSql(model, alias, item, params)), key === '$and' ? 'and' : 'or');
    }
    if (key === '$not') return `not (${whereSql(model, alias, value as Where, params)})`;
    const column = columnSql(model, alias, key);
    // `{title: {en: …}}`: a condition on one language of a per-language map.
    if (isPlainObject(value) && model.fields[key].kind === 'localized' && Object.keys(value).every((name) => !name.startsWith('$'))) {
      return joined(Object.entries(value).map(([language, inner]) => valueSql(languageSql(column, language), inner, params)), 'and');
    }
    return valueSql(column, value, params);
  });
  return joined(parts, 'and');
}

/** An order as SQL: each column (or one language of a map) and its direction. */
export function orderSql(model: ModelDefinition, alias: string, columns: readonly OrderColumn[]): string {
  return columns
    .map(({ name, language, direction }) => {
      const column = columnSql(model, alias, name);
      return `${language ? languageSql(column, language) : column} ${direction}`;
    })
    .join(', ');
}
