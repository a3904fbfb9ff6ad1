import fs from 'node:fs';
import path from 'node:path';

/** What the client's build records of its files (client/scripts/page-assets-record.ts). */
interface PageAssetsRecord {
  stylesheet: { file: string; holds: string[] };
  loader: string;
  widgetScripts: Record<string, string[]>;
}

/** How a server-rendered page links the built client's files. */
export interface PageAssets {
  /** index.html as a rendered page starts from. */
  template: string;
  /** A rendered page whose widgets are those of `modules` (`website-builder`), fetching their code with the app's. */
  withModuleScripts(html: string, modules: readonly string[]): string;
}

/**
 * The built client's files as the pages the server renders link them, from what its build
 * records (a build from before the record leaves index.html as it is):
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
  const file = path.join(dist, '.vite', 'page-assets.json');
  if (!fs.existsSync(file)) return { template: indexHtml, withModuleScripts: (html) => html };
  const record = JSON.parse(fs.readFileSync(file, 'utf8')) as PageAssetsRecord;
  return {
    template: appAfterPaint(siteStylesheet(indexHtml, record.stylesheet), `/${record.loader}`),
    withModuleScripts(html, modules) {
      const scripts = [...new Set(modules.flatMap((module) => record.widgetScripts[module] ?? []))].map((script) => `/${script}`);
      if (scripts.length === 0) return html;
      return html.replace(/(<script [^>]*data-app="[^"]*")/, `$1 data-widgets="${scripts.join(' ')}"`);
    },
  };
}

function siteStylesheet(html: string, record: PageAssetsRecord['stylesheet']): string {
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
