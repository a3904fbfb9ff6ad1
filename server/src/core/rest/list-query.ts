import qs from 'qs';
import { badInput } from '../errors.js';
import { parseJsonInput } from '../json-input.js';
import type { ListArgs } from '../crud/crud-service.js';

/**
 * List parameters from a query string as the qs library writes them
 * (`filters[and][0][column]=status&filters[and][0][value][0]=new`), where `filters`,
 * `filters[and]`, `orderBy` and `orderBy[and]` may also be JSON strings, and long arrays may
 * arrive in qs's object form (`{"0": ..., "21": ...}`).
 */
export function parseListQuery(rawQuery: string): ListArgs {
  const query = qs.parse(rawQuery, { depth: 8, arrayLimit: 1000, parameterLimit: 2000 });
  const filters = normalizeList(jsonIfString(query.filters, 'filters'), 'filters');
  const orderBy = normalizeList(jsonIfString(query.orderBy, 'orderBy'), 'orderBy');
  return {
    filters: filters as ListArgs['filters'],
    orderBy: (Array.isArray(orderBy) ? orderBy : (orderBy as { and?: unknown } | undefined)?.and) as ListArgs['orderBy'],
    limit: numberParameter(query.limit, 'limit'),
    offset: numberParameter(query.offset, 'offset'),
    after: stringParameter(query.after, 'after'),
    before: stringParameter(query.before, 'before'),
    fromEnd: booleanParameter(query.fromEnd, 'fromEnd'),
  };
}

function jsonIfString(value: unknown, name: string): unknown {
  if (typeof value !== 'string') return value;
  return parseJsonInput(value, name, () => {
    throw badInput(`${name}: not valid JSON`, name);
  });
}

/** `{and: ...}` with its list (and each value list) as arrays, whatever encoding arrived. */
function normalizeList(value: unknown, name: string): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'object') throw badInput(`${name}: expected {and: [...]}`, name);
  if (Array.isArray(value)) return value.map(normalizeItem);
  const { and, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length) throw badInput(`${name}: unknown key '${Object.keys(rest)[0]}' (expected 'and')`, name);
  const list = asArray(jsonIfString(and, `${name}.and`));
  if (list !== undefined && !Array.isArray(list)) throw badInput(`${name}.and: expected a list`, `${name}.and`);
  return { and: list?.map(normalizeItem) };
}

function normalizeItem(item: unknown) {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return item;
  const record = item as Record<string, unknown>;
  return 'value' in record ? { ...record, value: asArray(record.value) } : record;
}

/** qs turns arrays longer than its limit into objects keyed by index: back to arrays. */
function asArray(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  if (!keys.length || !keys.every((key) => /^\d+$/.test(key))) return value;
  return keys.sort((a, b) => Number(a) - Number(b)).map((key) => (value as Record<string, unknown>)[key]);
}

function numberParameter(value: unknown, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) throw badInput(`${name}: expected a whole number ≥ 0`, name);
  return Number(value);
}

function stringParameter(value: unknown, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw badInput(`${name}: expected a cursor string`, name);
  return value;
}

function booleanParameter(value: unknown, name: string): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (value !== 'true' && value !== 'false') throw badInput(`${name}: expected true or false`, name);
  return value === 'true';
}
