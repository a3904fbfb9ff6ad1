import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../../../core/languages.js';
import type { ModelDefinition } from '../../../core/model/define-model.js';
import type { Row } from '../../../core/model/row.js';
import { listOrder } from '../../../core/crud/tables.js';
import { tableOf } from '../../../core/model/tables.js';
import { BlogArticle } from '../../blog/entities.js';
import { EcommerceProduct } from '../../ecommerce/entities.js';
import { HostMetadata, HostPage, HostPagesToMetadata } from '../../host/entities.js';
import { primaryMetadata } from '../../host/page-metadata.js';

/** What the client shows for a row with no title in a language (its `titleIn`). */
const UNTITLED = 'Untitled';

/** The rows whose pages get a drawn OpenGraph image when they have none: found by slug, titled as their page's head is. */
export interface OpengraphKind {
  model: ModelDefinition;
  /** The title the page's head shows for the row, in `language`. */
  title(em: EntityManager, row: Row, language: Language): Promise<string>;
}

/** A per-language title, as the client's head reads it: the language's text, else 'Untitled'. */
const localizedTitle = async (_em: EntityManager, row: Row, language: Language) => {
  const text = (row.title as Record<string, string | undefined> | null)?.[language]?.trim();
  return text || UNTITLED;
};

/** A page's head title in `language`: its primary metadata's title in that language (else the default one's), else the page's own. */
async function pageTitle(em: EntityManager, row: Row, language: Language): Promise<string> {
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

/** `GET /api/file-storage/opengraph/{kind}/{slug}.png`: the kinds, by their route segment. */
export const OPENGRAPH_KINDS: Readonly<Record<string, OpengraphKind>> = {
  pages: { model: HostPage, title: pageTitle },
  products: { model: EcommerceProduct, title: localizedTitle },
  articles: { model: BlogArticle, title: localizedTitle },
};
