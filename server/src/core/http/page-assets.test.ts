import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageAssets } from './page-assets.js';

// index.html as Vite writes it: the app's script, its module preloads and its stylesheet.
const INDEX_HTML = `<head>
    <script type="module" crossorigin src="/assets/app-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="stylesheet" crossorigin href="/assets/app-1.css">
    <link rel="stylesheet" href="/other.css">
  </head><body></body>`;

// The shape of Vite's manifest: chunks by source, with their static imports.
const MANIFEST = {
  'index.html': { file: 'assets/app-1.js', imports: ['_react-2.js'] },
  '_react-2.js': { file: 'assets/react-2.js' },
  'src/after-paint.ts': { file: 'assets/after-paint-3.js' },
  'src/modules/website-builder/WebsiteBuilderWidget.tsx': { file: 'assets/WebsiteBuilderWidget-4.js', imports: ['_Grid-5.js', 'index.html'] },
  'src/modules/ecommerce/EcommerceWidget.tsx': { file: 'assets/EcommerceWidget-6.js', imports: ['_Grid-5.js', '_react-2.js'] },
  '_Grid-5.js': { file: 'assets/Grid-5.js', imports: ['_Grid-5.js'] },
  'src/admin/index.ts': { file: 'assets/admin-7.js' },
};

// What the client's build records of its site stylesheet (client/scripts/site-stylesheet.ts).
const SITE_STYLESHEET = { file: 'assets/site-9.css', holds: ['assets/app-1.css', 'assets/Grid-5.css'] };

let dist: string;
let bare: string;

beforeAll(async () => {
  [dist, bare] = await Promise.all([fs.mkdtemp(path.join(os.tmpdir(), 'client-dist-')), fs.mkdtemp(path.join(os.tmpdir(), 'client-dist-'))]);
  await fs.mkdir(path.join(dist, '.vite'));
  await fs.writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await fs.writeFile(path.join(dist, '.vite', 'site-stylesheet.json'), JSON.stringify(SITE_STYLESHEET));
});
afterAll(() => Promise.all([dist, bare].map((folder) => fs.rm(folder, { recursive: true, force: true }))));

const tags = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map(([tag]) => tag);
const stylesheets = (html: string) => tags(html, /<link rel="stylesheet"[^>]*>/g);
const scripts = (html: string) => tags(html, /<script[^>]*>|<link rel="modulepreload"[^>]*>/g);

describe('the files a server-rendered page links', () => {
  it("are the site stylesheet in place of the app's, and each sheet it holds as a disabled link (not fetched, seen by the widgets' loader)", () => {
    expect(stylesheets(pageAssets(dist, INDEX_HTML).template)).toEqual([
      '<link rel="stylesheet" href="/other.css">',
      '<link rel="stylesheet" crossorigin href="/assets/site-9.css">',
      '<link rel="stylesheet" crossorigin href="/assets/app-1.css" disabled>',
      '<link rel="stylesheet" crossorigin href="/assets/Grid-5.css" disabled>',
    ]);
  });

  it("start the app's script after the first paint: the after-paint loader is handed the script and its preloads", () => {
    expect(scripts(pageAssets(dist, INDEX_HTML).template)).toEqual([
      '<script type="module" crossorigin src="/assets/after-paint-3.js" data-app="/assets/app-1.js" data-preload="/assets/react-2.js">',
    ]);
  });

  it("preload the code of the page's widget modules with the app's, each chunk once, none the app holds already", () => {
    const assets = pageAssets(dist, INDEX_HTML);
    expect(scripts(assets.withModuleScripts(assets.template, ['website-builder', 'ecommerce', 'no-such-module']))).toEqual([
      '<script type="module" crossorigin src="/assets/after-paint-3.js" data-app="/assets/app-1.js" data-widgets="/assets/WebsiteBuilderWidget-4.js /assets/Grid-5.js /assets/EcommerceWidget-6.js" data-preload="/assets/react-2.js">',
    ]);
    expect(assets.withModuleScripts(assets.template, [])).toBe(assets.template);
  });

  it('are index.html as it is in a build without the records (one from before them)', () => {
    const assets = pageAssets(bare, INDEX_HTML);
    expect(assets.template).toBe(INDEX_HTML);
    expect(assets.withModuleScripts(INDEX_HTML, ['website-builder'])).toBe(INDEX_HTML);
  });
});
