#!/usr/bin/env node
/**
 * `npm run measure-bundle -w client`: the size of the JavaScript the home page loads before it
 * can render, as transferred, from the production build in dist/. That is the entry script of
 * dist/index.html, its modulepreloads, and everything those import statically (chunks loaded
 * with import() later are not counted), each counted as the brotli copy the build wrote beside
 * it (what the server sends every browser; the file itself when it has none). Exits 1 above the
 * budget (165 KiB unless `--budget-kib N`) or when there is no build. Each file costs its own
 * wrapping and compression: the Mantine components the app's entry uses itself are held in one
 * chunk (vite.config.ts, the "mantine" group), not one file each.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const budgetFlag = process.argv.indexOf('--budget-kib');
const budgetKib = budgetFlag > 0 ? Number(process.argv[budgetFlag + 1]) : 165;

const indexPath = path.join(dist, 'index.html');
if (!fs.existsSync(indexPath)) {
  console.error('No client build: run `npm run build -w client` first.');
  process.exit(1);
}
const html = fs.readFileSync(indexPath, 'utf8');

/** The value of `attribute` in each tag of `html` that matches `tagPattern`. */
function attributeOf(tagPattern, attribute) {
  return [...html.matchAll(tagPattern)].map((match) => new RegExp(`${attribute}="([^"]+)"`).exec(match[0])?.[1]).filter(Boolean);
}

const entries = [
  ...attributeOf(/<script\b[^>]*type="module"[^>]*>/g, 'src'),
  ...attributeOf(/<link\b[^>]*rel="modulepreload"[^>]*>/g, 'href'),
].filter((url) => url.startsWith('/') && url.endsWith('.js'));

// Static imports of minified chunks: `import{a as b}from"./x.js"` or `import"./x.js"`, never `import("./x.js")`.
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

const files = new Map();
const pending = entries.map((url) => path.join(dist, url));
while (pending.length) {
  const file = pending.pop();
  if (files.has(file)) continue;
  const code = fs.readFileSync(file);
  const brotli = fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : code.length;
  files.set(file, { raw: code.length, gzip: gzipSync(code).length, brotli });
  for (const [, specifier] of code.toString('utf8').matchAll(STATIC_IMPORT)) pending.push(path.resolve(path.dirname(file), specifier));
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
let total = 0;
let gzipTotal = 0;
for (const [file, size] of [...files].sort((a, b) => b[1].brotli - a[1].brotli)) {
  total += size.brotli;
  gzipTotal += size.gzip;
  console.log(`${kib(size.brotli).padStart(10)} brotli  ${kib(size.gzip).padStart(10)} gzip  ${kib(size.raw).padStart(10)} raw  ${path.relative(dist, file)}`);
}
console.log(`Initial JavaScript of the home page: ${kib(total)} transferred in brotli, ${kib(gzipTotal)} in gzip (budget ${budgetKib} KiB, ${files.size} files).`);
if (total > budgetKib * 1024) {
  console.error(`Over budget by ${kib(total - budgetKib * 1024)}.`);
  process.exit(1);
}
