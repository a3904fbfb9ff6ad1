import fs from 'node:fs';
import path from 'node:path';

/** A chunk of Vite's manifest (`dist/.vite/manifest.json`), by source. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** What the client's build records of its site stylesheet (client/scripts/site-stylesheet.ts). */
interface SiteStylesheetRecord {
  file: string;
  holds: string[];
}

/** How a server-rendered page links the built client's files. */
export interface PageAssets {
  /** index.html as a rendered page starts from. */
  template: string;
  /** A rendered page whose widgets are those of `modules` (`website-builder`), fetching their code with the app's. */
  withModuleScripts(html: string, modules: readonly string[]): string;
}

const readJson = <T>(file: string): T | undefined => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined);

/**
 * The built client's files as the pages the server renders link them, from what the build
 * records (a build from before a record leaves that part of index.html as it is):
 *
 * - **One stylesheet.** The build merges the app's stylesheet with those of every module widget's
 *   code into a site stylesheet (one render-blocking request instead of two dozen), linked in place
 *   of the app's: a page shows its widgets before their code arrives, so their styles come with
 *   it. Each merged sheet is also named by a disabled link, which the browser does not fetch:
 *   when a widget's code is imported, its loader finds its stylesheets linked and fetches none.
 * - **The app's code after the first paint.** The app's script and module preloads give way to
 *   the client's after-paint loader (client/src/after-paint.ts), handed them as `data-app` and
 *   `data-preload`. The page is whole without them; fetched from the start, they would share a
 *   slow network with the stylesheet the first paint waits for.
 * - **The widgets' code with the app's.** The code of the modules whose widgets the page shows is
 *   handed to the loader too (`data-widgets`), preloaded right after the app's (not found only
 *   when the app runs, one round trip later); the loaders of that code then find it linked.
 */
export function pageAssets(dist: string, indexHtml: string): PageAssets {
  const manifest = readJson<Record<string, ManifestChunk | undefined>>(path.join(dist, '.vite', 'manifest.json')) ?? {};
  const stylesheet = readJson<SiteStylesheetRecord>(path.join(dist, '.vite', 'site-stylesheet.json'));
  const withStylesheet = stylesheet ? siteStylesheet(indexHtml, stylesheet) : indexHtml;
  const loader = manifest['src/after-paint.ts'];
  const template = loader ? appAfterPaint(withStylesheet, `/${loader.file}`) : withStylesheet;

  const appChunks = closure(manifest, ['index.html']);
  const moduleScripts = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const module = /^src\/modules\/([^/]+)\/[A-Za-z]+Widget\.tsx$/.exec(key)?.[1];
    if (!module) continue;
    const chunks = [...closure(manifest, [key])].filter((chunk) => !appChunks.has(chunk));
    moduleScripts.set(module, chunks.map((chunk) => `/${manifest[chunk]?.file}`));
  }

  return {
    template,
    withModuleScripts(html, modules) {
      const scripts = [...new Set(modules.flatMap((module) => moduleScripts.get(module) ?? []))];
      if (!loader || scripts.length === 0) return html;
      return html.replace(/(<script [^>]*data-app="[^"]*")/, `$1 data-widgets="${scripts.join(' ')}"`);
    },
  };
}

/** The manifest's chunks these import statically, themselves included. */
function closure(manifest: Record<string, ManifestChunk | undefined>, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

function siteStylesheet(html: string, record: SiteStylesheetRecord): string {
  const link = (href: string, extra = '') => `<link rel="stylesheet" crossorigin href="/${href}"${extra}>`;
  const held = new Set(record.holds.map((sheet) => `/${sheet}`));
  // The app's own stylesheet link (Vite writes it into index.html) gives way to the site's.
  const withoutHeld = html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\s*/g, (tag, href: string) => (held.has(href) ? '' : tag));
  const links = [link(record.file), ...record.holds.map((sheet) => link(sheet, ' disabled'))];
  return withoutHeld.replace('</head>', `${links.join('')}</head>`);
}

function appAfterPaint(html: string, loader: string): string {
  const app = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!app) return html;
  const preloads: string[] = [];
  const withoutPreloads = html.replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
    preloads.push(href);
    return '';
  });
  return withoutPreloads.replace(app[0], `<script type="module" crossorigin src="${loader}" data-app="${app[1]}" data-preload="${preloads.join(' ')}"></script>`);
}
