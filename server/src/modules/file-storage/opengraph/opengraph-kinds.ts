import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../../../core/languages.js';
import type { ModuleDefinition, OpenGraphKind } from '../../../core/module.js';
import type { Row } from '../../../core/model/row.js';

/** What the client shows for a row with no title in a language (its `titleIn`). */
const UNTITLED = 'Untitled';

/** A per-language title, as the client's head reads it: the language's text, else 'Untitled'. */
const localizedTitle = async (_em: EntityManager, row: Row, language: Language) => {
  const text = (row.title as Record<string, string | undefined> | null)?.[language]?.trim();
  return text || UNTITLED;
};

/** The kinds of rows with drawn OpenGraph images, as the modules declare them, by their route segment. */
export type OpenGraphKinds = ReadonlyMap<string, Required<OpenGraphKind>>;

/** `GET /api/file-storage/opengraph/{kind}/{slug}.png`: every module's kinds, each titled as its module says (else by its own title). */
export function openGraphKinds(modules: readonly ModuleDefinition[]): OpenGraphKinds {
  const kinds = new Map<string, Required<OpenGraphKind>>();
  for (const kind of modules.flatMap((module) => module.openGraph)) {
    if (kinds.has(kind.kind)) throw new Error(`Two modules declare OpenGraph images of ${kind.kind}`);
    kinds.set(kind.kind, { title: localizedTitle, ...kind });
  }
  return kinds;
}
