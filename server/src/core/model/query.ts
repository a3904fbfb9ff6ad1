import { LANGUAGES } from '../languages.js';
import { badInput } from '../errors.js';
import { fieldOf, type ModelDefinition } from './define-model.js';
import { checkText } from '../text-input.js';
import { coerceValue } from './field-kinds.js';
import { defaultOrder } from './indexes.js';

export const FILTER_METHODS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'inArray', 'notInArray', 'isNull', 'isNotNull'] as const;
export type FilterMethod = (typeof FILTER_METHODS)[number];
export const SORT_METHODS = ['asc', 'desc'] as const;

export interface Filter {
  column: string;
  method: string;
  value?: unknown;
}
export interface Filters {
  and?: Filter[];
}
export interface OrderBy {
  column: string;
  method?: string;
}

/**
 * Rows of a list, a root list's or a nested list's (per parent row): as many unless asked for
 * fewer, and at most as many. Nested lists multiply: the cost of a query (row-cost.ts) counts them.
 */
export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 100;
const MAX_FILTERS = 50;
const MAX_IN_VALUES = 1000;

const OPERATORS: Record<FilterMethod, string> = {
  eq: '$eq',
  ne: '$ne',
  gt: '$gt',
  gte: '$gte',
  lt: '$lt',
  lte: '$lte',
  like: '$like',
  ilike: '$ilike',
  inArray: '$in',
  notInArray: '$nin',
  isNull: '$eq',
  isNotNull: '$ne',
};

const MIN_TRIGRAM_TERM = 3;

/**
 * The characters of a `like` pattern as PostgreSQL reads it: `%` and `_` are wildcards, and
 * `\` makes the character after it plain (`\%` a percent sign, `\\` a backslash). Undefined
 * for a pattern ending with a `\` that escapes nothing, which PostgreSQL refuses.
 */
function likeCharacters(pattern: string): { char: string; wildcard: boolean }[] | undefined {
  const characters: { char: string; wildcard: boolean }[] = [];
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] !== '\\') characters.push({ char: pattern[i], wildcard: pattern[i] === '%' || pattern[i] === '_' });
    else if (++i < pattern.length) characters.push({ char: pattern[i], wildcard: false });
    else return undefined;
  }
  return characters;
}

/**
 * Whether a `like` pattern on a search field can use its trigram index rather than read every
 * row: pg_trgm finds rows by runs of 3 letters or digits, or by where the text starts or ends
 * (a pattern anchored there: `ab%`, `%ab`). `%ab%` gives it nothing to look up.
 */
export function trigramUsable(pattern: string): boolean {
  const characters = likeCharacters(pattern) ?? [];
  const anchored = characters.length > 0 && (!characters[0].wildcard || !characters[characters.length - 1].wildcard);
  const words = characters.map(({ char, wildcard }) => (wildcard ? ' ' : char)).join('').split(/[^\p{L}\p{N}]+/u);
  return anchored || words.some((word) => [...word].length >= MIN_TRIGRAM_TERM);
}

/** `title` or `title.en` (one language of a per-language map). */
function resolveColumn(model: ModelDefinition, column: unknown, path: string) {
  if (typeof column !== 'string') throw badInput(`${path}.column: expected a column name`, `${path}.column`);
  const [name, language, ...rest] = column.split('.');
  const field = fieldOf(model, name);
  if (!field || field.hidden || rest.length || (language !== undefined && (field.kind !== 'localized' || !(LANGUAGES as readonly string[]).includes(language)))) {
    throw badInput(`${path}.column: unknown column '${column}' of ${model.name}`, `${path}.column`);
  }
  return { name, language, field };
}

/** `{and: [{column, method, value}]}` as a MikroORM query, every column, method and value checked. */
export function buildWhere(model: ModelDefinition, filters: Filters | null | undefined, path = 'filters') {
  if (filters == null) return {};
  if (typeof filters !== 'object' || Array.isArray(filters)) throw badInput(`${path}: expected {and: [...]}`, path);
  const and = filters.and ?? [];
  if (!Array.isArray(and)) throw badInput(`${path}.and: expected a list of {column, method, value}`, `${path}.and`);
  if (and.length > MAX_FILTERS) throw badInput(`${path}.and: at most ${MAX_FILTERS} filters`, `${path}.and`);
  const conditions = and.map((filter, index) => {
    const at = `${path}.and[${index}]`;
    if (typeof filter !== 'object' || filter === null) throw badInput(`${at}: expected {column, method, value}`, at);
    const { name, language, field } = resolveColumn(model, filter.column, at);
    const method = filter.method as FilterMethod;
    if (!FILTER_METHODS.includes(method)) {
      throw badInput(`${at}.method: unknown method '${String(filter.method)}' (known: ${FILTER_METHODS.join(', ')})`, `${at}.method`);
    }
    const valueField = language || field.kind === 'localized' ? { ...field, kind: 'text' as const } : field;
    let value: unknown;
    if (method === 'isNull' || method === 'isNotNull') value = null;
    else if (method === 'inArray' || method === 'notInArray') {
      const list = Array.isArray(filter.value) ? filter.value : [filter.value];
      if (list.length > MAX_IN_VALUES) throw badInput(`${at}.value: at most ${MAX_IN_VALUES} values`, `${at}.value`);
      value = list.map((item, i) => coerceValue(valueField, item, `${at}.value[${i}]`));
    } else if (method === 'like' || method === 'ilike') {
      if (typeof filter.value !== 'string') throw badInput(`${at}.value: expected a string pattern`, `${at}.value`);
      if (!['text', 'localized', 'enum'].includes(field.kind)) {
        throw badInput(`${at}.method: '${method}' works on text columns only`, `${at}.method`);
      }
      value = checkText(filter.value, `${at}.value`);
      if (!likeCharacters(filter.value)) {
        throw badInput(`${at}.value: a pattern must not end with the escape character \\ (\\\\ matches a backslash)`, `${at}.value`);
      }
      if (field.search && !trigramUsable(filter.value)) {
        throw badInput(
          `${at}.value: searching ${String(filter.column)} for contained text needs ${MIN_TRIGRAM_TERM} letters or digits in a row; ` +
            `a shorter term matches at the start ('ab%')`,
          `${at}.value`,
        );
      }
    } else {
      value = coerceValue(valueField, filter.value, `${at}.value`);
      if (value === null) throw badInput(`${at}.value: is required (use isNull for empty values)`, `${at}.value`);
    }
    const condition = { [OPERATORS[method]]: value };
    if (language) return { [name]: { [language]: condition } };
    // A per-language map matches when any of its languages does.
    if (field.kind === 'localized' && method !== 'isNull' && method !== 'isNotNull') {
      return { $or: LANGUAGES.map((lang) => ({ [name]: { [lang]: condition } })) };
    }
    return { [name]: condition };
  });
  return conditions.length ? { $and: conditions } : {};
}

/** One column of a list's order: a field, or one language of a per-language map. */
export interface OrderColumn {
  name: string;
  language?: string;
  direction: 'asc' | 'desc';
}

/**
 * Explicit order first, then the default (see `defaultOrder`) for the columns not ordered yet:
 * stable pages. The id, last, follows the direction of the order before it, so a list newest
 * first walks the `(created_at, id)` index backwards.
 */
export function orderColumns(model: ModelDefinition, orderBy: OrderBy[] | null | undefined, path = 'orderBy'): OrderColumn[] {
  const list = orderBy == null ? [] : Array.isArray(orderBy) ? orderBy : [orderBy];
  const columns: OrderColumn[] = list.map((item, index) => {
    const at = `${path}[${index}]`;
    const { name, language } = resolveColumn(model, item?.column, at);
    const method = item.method ?? 'asc';
    if (!(SORT_METHODS as readonly string[]).includes(method)) {
      throw badInput(`${at}.method: expected asc or desc, got '${String(method)}'`, `${at}.method`);
    }
    return { name, language, direction: method as OrderColumn['direction'] };
  });
  for (const name of defaultOrder(model)) {
    if (columns.some((column) => column.name === name && !column.language)) continue;
    const direction = name === 'id' && columns.length ? columns[columns.length - 1].direction : 'asc';
    columns.push({ name, direction });
  }
  return columns;
}

/** The order as MikroORM takes it. */
export const mikroOrder = (columns: OrderColumn[]) =>
  columns.map(({ name, language, direction }) => (language ? { [name]: { [language]: direction } } : { [name]: direction }));

export function buildOrderBy(model: ModelDefinition, orderBy: OrderBy[] | null | undefined, path = 'orderBy') {
  return mikroOrder(orderColumns(model, orderBy, path));
}

/** A page of a list: how many rows, after how many. */
export interface Page {
  limit: number;
  offset: number;
}

/**
 * The page `limit` and `offset` ask for, the default when absent. `path` names the list whose
 * arguments they are when it is not the root's (`products.categories`: a nested list's).
 */
export function checkPage(limit: unknown, offset: unknown, path = ''): Page {
  const [limitName, offsetName] = ['limit', 'offset'].map((name) => (path ? `${path}.${name}` : name));
  const take = limit == null ? DEFAULT_LIMIT : Number(limit);
  const skip = offset == null ? 0 : Number(offset);
  if (!Number.isSafeInteger(take) || take < 0) throw badInput(`${limitName}: expected a whole number ≥ 0`, limitName);
  if (take > MAX_LIMIT) throw badInput(`${limitName}: at most ${MAX_LIMIT}`, limitName);
  if (!Number.isSafeInteger(skip) || skip < 0) throw badInput(`${offsetName}: expected a whole number ≥ 0`, offsetName);
  return { limit: take, offset: skip };
}
