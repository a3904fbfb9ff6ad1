import type { ListVariables } from './documents';
import type { AdminField, AdminModel } from './model-metadata';

// The variables of an admin table's list query: the parent filter of a nested table, the
// search in the chosen column, the order, the page.

type Condition = NonNullable<ListVariables['filters']>['and'][number];

const SEARCHABLE = new Set(['text', 'localized', 'enum', 'int']);

/** The columns a table can be searched by: texts (per-language ones in English), enums, integers. */
export function filterColumns(model: AdminModel): AdminField[] {
  return model.fields.filter((field) => SEARCHABLE.has(field.type) && !field.richText && !field.file);
}

/**
 * The `ilike` pattern of a search term: contained text (`%shirt%`) once it holds 3 letters or
 * digits in a row, else a match at the start (`sh%`): the server's trigram indexes cannot find
 * shorter contained text and refuses to read every row for it. The term is searched as typed:
 * its `%`, `_` and `\` are escaped, so `50%` finds a percent sign, not anything after 50.
 */
export function searchPattern(term: string): string {
  const literal = term.replace(/[\\%_]/g, '\\$&');
  return /[\p{L}\p{N}]{3}/u.test(term) ? `%${literal}%` : `${literal}%`;
}

/** The condition a search term makes on a column; none for a blank or unusable term. */
export function searchCondition(field: AdminField | undefined, term: string, language = 'en'): Condition | undefined {
  const value = term.trim();
  if (!field || !value) return undefined;
  switch (field.type) {
    case 'localized':
      return { column: `${field.name}.${language}`, method: 'ilike', value: searchPattern(value) };
    case 'text':
      return { column: field.name, method: 'ilike', value: searchPattern(value) };
    case 'int':
      return Number.isInteger(Number(value)) ? { column: field.name, method: 'eq', value: Number(value) } : undefined;
    default:
      return { column: field.name, method: 'eq', value };
  }
}

interface TableQuery {
  fixed?: { field: string; value: string };
  field?: AdminField;
  term: string;
  /** The page: its size (and a row more) and its place (see cursor-pages.ts). */
  page: Pick<ListVariables, 'limit' | 'after' | 'before' | 'fromEnd'>;
}

/** Relation rows in their order (orderIndex), other rows newest first. */
export function listVariables(model: AdminModel, { fixed, field, term, page }: TableQuery): ListVariables {
  const and: Condition[] = [];
  if (fixed) and.push({ column: fixed.field, method: 'eq', value: fixed.value });
  const search = searchCondition(field, term);
  if (search) and.push(search);
  const ordered = model.fields.some((candidate) => candidate.name === 'orderIndex');
  const orderBy: ListVariables['orderBy'] = ordered
    ? [
        { column: 'orderIndex', method: 'asc' },
        { column: 'createdAt', method: 'asc' },
      ]
    : [{ column: 'createdAt', method: 'desc' }];
  return { filters: and.length > 0 ? { and } : undefined, orderBy, ...page };
}
