import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../core/access/actor.js';
import { rowsOf } from '../../core/crud/repository.js';
import type { Row } from '../../core/model/row.js';
import { tableOf } from '../../core/model/tables.js';
import { HostPage, HostPagesToLayouts } from './entities.js';

/**
 * The site's default layouts: the layouts shared by most pages, that is linked (as shown,
 * variant default) to more than half of the other pages and to two of them at least. On the
 * demo site those are the header and the footer; a page's own content layout, on that page
 * only, never is. Layouts carry no "default" flag in the spec: what the pages already use is
 * the site's own answer, and it follows the owner's changes without a setting to keep in step.
 * Each comes at the position (orderIndex) most pages have it at, so a page's content can go
 * between them.
 */
async function defaultLayouts(em: EntityManager, except: string[]): Promise<{ layoutId: string; orderIndex: number }[]> {
  const links = tableOf(HostPagesToLayouts);
  const pages = tableOf(HostPage);
  const pageId = links.column('pageId');
  return em.execute(
    `select ${links.column('layoutId')} as "layoutId", mode() within group (order by ${links.column('orderIndex')}) as "orderIndex"
       from ${links.table}
      where ${links.column('variant')} = 'default' and ${pageId} not in (?)
      group by ${links.column('layoutId')}
     having count(distinct ${pageId}) >= 2
        and count(distinct ${pageId}) * 2 > (select count(*) from ${pages.table} where ${pages.column('id')} not in (?))
      order by 2, 1`,
    [except, except],
    'all',
  );
}

/**
 * A new page starts from the site's default layouts (header and footer) instead of a blank
 * page: every create (admin, GraphQL, REST, find-or-create, bulk) links them. The server's own
 * writes (the demo seed, a script with the secret key) link what they mean themselves.
 */
export async function linkDefaultLayouts(em: EntityManager, created: Row[], actor: Actor): Promise<void> {
  if (actor.kind === 'server' || !created.length) return;
  const ids = created.map((page) => page.id);
  const layouts = await defaultLayouts(em, ids);
  if (!layouts.length) return;
  const rows = rowsOf(em, HostPagesToLayouts);
  for (const pageId of ids) {
    for (const { layoutId, orderIndex } of layouts) rows.create({ pageId, layoutId, orderIndex, variant: 'default' });
  }
  await em.flush();
}
