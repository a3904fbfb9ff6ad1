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
 * shorter contained text and refuses to read every row for it.
 */
export function searchPattern(term: string): string {
  return /[\p{L}\p{N}]{3}/u.test(term) ? `%${term}%` : `${term}%`;
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

/** The rows of a page as the table asks for them: `reversed`, counted from the end of the list. */
export interface PageWindow {
  offset: number;
  limit: number;
  reversed: boolean;
}

/**
 * Where page `page` (from 1) of `size` rows lies, of `total`: a page past the middle is read
 * from the end, in the reversed order with a small offset, since the database walks every row
 * before an offset (the last page of a million rows: 0.2 s from the start, as cheap as the
 * first from the end). Reversed rows are shown turned back.
 */
export function pageWindow(page: number, size: number, total: number): PageWindow {
  const offset = (page - 1) * size;
  if (offset <= total / 2 || offset >= total) return { offset, limit: size, reversed: false };
  const fromEnd = total - offset - size;
  return { offset: Math.max(0, fromEnd), limit: size + Math.min(0, fromEnd), reversed: true };
}

interface TableQuery extends PageWindow {
  fixed?: { field: string; value: string };
  field?: AdminField;
  term: string;
}

/** Relation rows in their order (orderIndex), other rows newest first; read backwards when reversed. */
export function listVariables(model: AdminModel, { fixed, field, term, offset, limit, reversed }: TableQuery): ListVariables {
  const and: Condition[] = [];
  if (fixed) and.push({ column: fixed.field, method: 'eq', value: fixed.value });
  const search = searchCondition(field, term);
  if (search) and.push(search);
  const ordered = model.fields.some((candidate) => candidate.name === 'orderIndex');
  const order: { column: string; method: 'asc' | 'desc' }[] = ordered
    ? [
        { column: 'orderIndex', method: 'asc' },
        { column: 'createdAt', method: 'asc' },
      ]
    : [{ column: 'createdAt', method: 'desc' }];
  return {
    filters: and.length > 0 ? { and } : undefined,
    orderBy: order.map(({ column, method }) => ({ column, method: reversed ? (method === 'asc' ? 'desc' : 'asc') : method })),
    limit,
    offset,
  };
}
