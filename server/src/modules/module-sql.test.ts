import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { catalogue } from './index.js';

const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The source files of a folder of `server/src` SQL is written in: not tests, not migrations (history). */
function sourcesUnder(folder: string): string[] {
  return fs
    .readdirSync(path.join(src, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.split(path.sep).includes('migrations'))
    .map((file) => path.join(folder, file));
}

/**
 * Where the literals of a source (strings, and the text of templates between their `${}`)
 * name one of `tables` as a word: `file:line table`.
 */
function tablesNamedByHand(file: string, text: string, tables: readonly string[]): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const word = new RegExp(`(?<![A-Za-z0-9_])(${tables.join('|')})(?![A-Za-z0-9_])`, 'g');
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      const start = node.getStart(source);
      for (const match of node.getText(source).matchAll(word)) {
        found.push(`${file}:${source.getLineAndCharacterOfPosition(start + match.index).line + 1} ${match[1]}`);
      }
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

// Module SQL names tables and columns through the declarations (`tableOf(Model)`): a table
// renamed, or a statement mistyped, then fails where it is written, not in production.
describe('SQL in server/src names no declared table by hand', () => {
  const tables = catalogue.models.map((model) => model.table);

  it('no source of the modules or the core spells a declared table in a literal', () => {
    const files = [...sourcesUnder('modules'), ...sourcesUnder('core')];
    const named = files.flatMap((file) => tablesNamedByHand(file, fs.readFileSync(path.join(src, file), 'utf8'), tables));
    expect(named).toEqual([]);
  });

  it('finds a table spelt by hand, bare or quoted, in strings and templates, and nowhere else', () => {
    const text = [
      `// from rbac_nonces: a comment may name it`,
      `const rbac_nonces = 1;`,
      `execute('update rbac_nonces set used_at = now()');`,
      'execute(`select 1 from ${x} join "ecommerce_orders" o on o.id = ${y}`);',
      'execute(`select 1 from ecommerce_orders_to_products`);',
    ].join('\n');
    expect(tablesNamedByHand('x.ts', text, ['rbac_nonces', 'ecommerce_orders'])).toEqual(['x.ts:3 rbac_nonces', 'x.ts:4 ecommerce_orders']);
    expect(tables.length).toBeGreaterThan(50);
  });
});
