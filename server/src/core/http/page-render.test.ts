import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetStylesheets } from './page-render.js';

let dist: string;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'client-dist-'));
  await fs.mkdir(path.join(dist, '.vite'));
  // The shape of Vite's manifest: chunks by source, with their stylesheets and static imports.
  const manifest = {
    'index.html': { file: 'assets/app-1.js', css: ['assets/app-1.css'], dynamicImports: ['src/modules/website-builder/WebsiteBuilderWidget.tsx', 'src/admin/AdminApp.tsx'] },
    'src/modules/website-builder/WebsiteBuilderWidget.tsx': { file: 'assets/WebsiteBuilderWidget-2.js', css: ['assets/WebsiteBuilderWidget-2.css'], imports: ['_ProductGrid-3.js', 'index.html'] },
    'src/modules/ecommerce/EcommerceWidget.tsx': { file: 'assets/EcommerceWidget-4.js', imports: ['_ProductGrid-3.js'] },
    '_ProductGrid-3.js': { file: 'assets/ProductGrid-3.js', css: ['assets/ProductGrid-3.css'], imports: ['_ProductGrid-3.js'] },
    'src/admin/AdminApp.tsx': { file: 'assets/admin-5.js', css: ['assets/admin-5.css'] },
  };
  await fs.writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
});
afterAll(() => fs.rm(dist, { recursive: true, force: true }));

describe('the stylesheets a server-rendered page links', () => {
  it("are the widgets' own and those of what they import, once each, never the admin's", () => {
    expect(widgetStylesheets(dist).sort()).toEqual(['/assets/ProductGrid-3.css', '/assets/WebsiteBuilderWidget-2.css', '/assets/app-1.css']);
  });

  it('are none without a manifest (a build from before it had one)', () => {
    expect(widgetStylesheets(path.join(dist, 'nowhere'))).toEqual([]);
  });
});
