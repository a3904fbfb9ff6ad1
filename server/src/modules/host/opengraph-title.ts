import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../../core/languages.js';
import type { Row } from '../../core/model/row.js';
import { listOrder } from '../../core/crud/tables.js';
import { tableOf } from '../../core/model/tables.js';
import { HostMetadata, HostPagesToMetadata } from './entities.js';
import { primaryMetadata } from './page-metadata.js';

/**
 * A page's title on its drawn OpenGraph image, as its head shows it in `language`: its primary
 * metadata's title in that language (else the default one's), else the page's own.
 */
export async function pageOpenGraphTitle(em: EntityManager, row: Row, language: Language): Promise<string> {
  const [pm, m] = [tableOf(HostPagesToMetadata), tableOf(HostMetadata)];
  // A page has one primary entry per language at most: a handful of rows.
  const entries = await em.execute<{ title: string | null; variant: string; openGraphLocale: string | null }[]>(
    `select m.${m.column('title')} as "title", m.${m.column('variant')} as "variant", m.${m.column('openGraphLocale')} as "openGraphLocale"
      from ${pm.table} pm join ${m.table} m on m.${m.column('id')} = pm.${pm.column('metadataId')}
      where pm.${pm.column('pageId')} = ? and m.${m.column('variant')} = 'primary'
      order by ${listOrder('pm', pm.column)}
      limit 20`,
    [row.id],
  );
  return primaryMetadata(entries, language)?.title || String(row.title);
}
