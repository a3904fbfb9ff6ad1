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

// What the client's build records (client/scripts/page-assets-record.ts): the site stylesheet and
// the sheets it holds, the after-paint loader, each module's widget scripts the app does not hold.
const RECORD = {
  stylesheet: { file: 'assets/site-9.css', holds: ['assets/app-1.css', 'assets/Grid-5.css'] },
  loader: 'assets/after-paint-3.js',
  widgetScripts: {
    'website-builder': ['assets/WebsiteBuilderWidget-4.js', 'assets/Grid-5.js'],
    ecommerce: ['assets/EcommerceWidget-6.js', 'assets/Grid-5.js'],
  },
};

let dist: string;
let bare: string;

beforeAll(async () => {
  [dist, bare] = await Promise.all([fs.mkdtemp(path.join(os.tmpdir(), 'client-dist-')), fs.mkdtemp(path.join(os.tmpdir(), 'client-dist-'))]);
  await fs.mkdir(path.join(dist, '.vite'));
  await fs.writeFile(path.join(dist, '.vite', 'page-assets.json'), JSON.stringify(RECORD));
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

  it('are index.html as it is in a build without the record (one from before it)', () => {
    const assets = pageAssets(bare, INDEX_HTML);
    expect(assets.template).toBe(INDEX_HTML);
    expect(assets.withModuleScripts(INDEX_HTML, ['website-builder'])).toBe(INDEX_HTML);
  });
});
