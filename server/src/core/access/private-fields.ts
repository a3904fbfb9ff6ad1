import type { ModelDefinition } from '../model/define-model.js';
import type { Filters, OrderBy } from '../model/query.js';

/**
 * Fields declared `private`: a row readable by many (a public profile's identities) keeps some
 * values for its owner and admins (an email, a wallet address). Everyone else reads null, and
 * cannot learn them through a filter or an order either (`email eq …` would tell whether an
 * address has an account): such a list reads the caller's own rows only.
 */

const privateNames = new WeakMap<ModelDefinition, string[]>();

/** The names of a model's private fields (none for most models). */
export function privateFields(model: ModelDefinition): string[] {
  let names = privateNames.get(model);
  if (!names) privateNames.set(model, (names = Object.entries(model.fields).filter(([, field]) => field.private && !field.hidden).map(([name]) => name)));
  return names;
}

/** The first column of `filters` or `orderBy` that is a private field of the model, if any (`email`, `title.en` is `title`). */
export function privateColumnIn(model: ModelDefinition, filters: Filters | null | undefined, orderBy: OrderBy[] | OrderBy | null | undefined): string | undefined {
  const names = privateFields(model);
  if (!names.length) return undefined;
  const orders = orderBy == null ? [] : Array.isArray(orderBy) ? orderBy : [orderBy];
  const filterList = Array.isArray(filters?.and) ? filters.and : [];
  const columns = [...filterList, ...orders].map((item) => (typeof item?.column === 'string' ? item.column.split('.')[0] : undefined));
  return columns.find((column) => column !== undefined && names.includes(column));
}
