import type { RequestContext } from '../request-context.js';
import { CrudService } from '../crud/crud-service.js';
import { byParent, pageKey } from '../crud/loaders.js';
import type { Page } from '../model/query.js';
import type { Row } from '../model/row.js';
import type { ItemsList, RefObject, RowsList } from '../model/relations.js';

/**
 * Nested fields whose rows the actor may read only in part (a public profile's identities: some
 * rows, some values): read through each model's service, so that its access condition applies
 * and private values are hidden exactly as in a root list, and batched per request, one
 * statement per model and level, whatever the number of parents. A list's page is taken of
 * each parent's readable rows once read: such lists are a subject's own few rows.
 */

const service = (ctx: RequestContext, model: RowsList['relation']) => new CrudService(ctx, model);

/** The row a reference points to, if this actor may read it. */
export function refInPart(ctx: RequestContext, ref: RefObject, id: string): Promise<Row | null> {
  return ctx.loaders.load(`${ref.target.name} in part`, async (ids) => {
    const found = new Map((await service(ctx, ref.target).matching({ id: { $in: [...ids] } })).map((row) => [row.id, row as Row]));
    return ids.map((key) => found.get(key) ?? null);
  }, id);
}

/** The relation rows of a parent that this actor may read, in list order: the page of them asked for. */
export function rowsInPart(ctx: RequestContext, list: RowsList, parentId: string, page: Page): Promise<Row[]> {
  return ctx.loaders.load(`${list.relation.name}.${list.foreignKey} in part ${pageKey(page)}`, async (parentIds) => {
    const rows = await service(ctx, list.relation).matching({ [list.foreignKey]: { $in: [...parentIds] } });
    return byParent(parentIds, rows.map((row) => ({ parentId: row[list.foreignKey] as string, value: row as Row })), page);
  }, parentId);
}

/** The items a parent links to that this actor may read (both the link row and the item), in the order of the links: the page of them asked for. */
export function itemsInPart(ctx: RequestContext, list: ItemsList, parentId: string, page: Page): Promise<Row[]> {
  return ctx.loaders.load(`${list.relation.name}.${list.foreignKey}→${list.target.name} in part ${pageKey(page)}`, async (parentIds) => {
    const links = await service(ctx, list.relation).matching({ [list.foreignKey]: { $in: [...parentIds] } });
    const targetIds = [...new Set(links.map((link) => link[list.otherKey] as string))];
    const targets = targetIds.length ? await service(ctx, list.target).matching({ id: { $in: targetIds } }) : [];
    const byId = new Map(targets.map((row) => [row.id, row as Row]));
    const linked = links.flatMap((link) => {
      const row = byId.get(link[list.otherKey] as string);
      return row ? [{ parentId: link[list.foreignKey] as string, value: row }] : [];
    });
    return byParent(parentIds, linked, page);
  }, parentId);
}
