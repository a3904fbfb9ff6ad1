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

/** The module a source file of `server/src/modules` belongs to (its first folder). */
const moduleOf = (file: string) => file.split(path.sep)[1];

/**
 * Where a module's SQL writes (`update`, `insert into`, `delete from`) a table declared by
 * another module: `file:line table-variable`. Tables are named through `tableOf(Model)`; a model
 * is another module's when it is imported from that module's folder.
 */
function writesToOtherModules(file: string, text: string): string[] {
  const own = moduleOf(file);
  const foreignModels = new Set<string>();
  for (const [, names, from] of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const target = path.normalize(path.join(path.dirname(file), from));
    const [root, module] = target.split(path.sep);
    if (root !== 'modules' || module === own || !target.includes(path.sep, 'modules/'.length)) continue;
    for (const name of names.split(',')) foreignModels.add(name.trim().split(/\s+as\s+/).pop()!);
  }
  // `const o = tableOf(Model)` and `const [a, b] = [tableOf(A), tableOf(B)]`.
  const foreignTables = new Set<string>();
  for (const [, variable, model] of text.matchAll(/(\w+)\s*=\s*tableOf\((\w+)\)/g)) if (foreignModels.has(model)) foreignTables.add(variable);
  for (const [, variables, values] of text.matchAll(/\[([\w\s,]+)\]\s*=\s*\[([^\]]*tableOf[^\]]*)\]/g)) {
    const models = [...values.matchAll(/tableOf\((\w+)\)/g)].map((match) => match[1]);
    variables.split(',').forEach((variable, at) => foreignModels.has(models[at]) && foreignTables.add(variable.trim()));
  }
  const found: string[] = [];
  for (const match of text.matchAll(/\b(?:update|insert\s+into|delete\s+from)\s+\$\{(\w+)\.table\}/gi)) {
    if (foreignTables.has(match[1])) found.push(`${file}:${text.slice(0, match.index).split('\n').length} ${match[1]}`);
  }
  return found;
}

// Modules talk through events (core/events): the module that declares a table is the only one
// whose SQL writes it; another that must change it announces what happened instead.
describe("no module's SQL writes another module's table", () => {
  it('holds for every source of the modules', () => {
    const files = sourcesUnder('modules');
    const found = files.flatMap((file) => writesToOtherModules(file, fs.readFileSync(path.join(src, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it("finds an update, insert or delete of another module's table, and not of its own or a read", () => {
    const text = [
      `import { EcommerceOrder } from '../ecommerce/entities.js';`,
      `import { BillingInvoice } from './entities.js';`,
      `const o = tableOf(EcommerceOrder);`,
      `const [i, x] = [tableOf(BillingInvoice), tableOf(EcommerceOrder)];`,
      'execute(`update ${i.table} set a = 1`);',
      'execute(`select 1 from ${o.table}`);',
      'execute(`update ${o.table} set status = 1`);',
      'execute(`delete from ${x.table}`);',
    ].join('\n');
    expect(writesToOtherModules(path.join('modules', 'billing', 'settlement.ts'), text)).toEqual([
      `${path.join('modules', 'billing', 'settlement.ts')}:7 o`,
      `${path.join('modules', 'billing', 'settlement.ts')}:8 x`,
    ]);
  });
});

// A module's SQL runs on the EntityManager it is handed (`em.execute`), which is the caller's
// transaction when there is one. `em.getConnection().execute(sql, params)` takes another pooled
// connection unless the transaction is passed by hand: inside a transaction it reads outside it
// and, on the embedded database's one connection, waits for itself until the pool gives up (a
// repeated checkout answered 500 so after 10 s).
describe('SQL in server/src/modules runs on the EntityManager it is handed', () => {
  it('no module takes a connection of its own', () => {
    const found = sourcesUnder('modules').flatMap((file) =>
      [...fs.readFileSync(path.join(src, file), 'utf8').matchAll(/\.\s*(getConnection|getTransactionContext)\(\)/g)].map((match) => `${file} ${match[1]}()`),
    );
    expect(found).toEqual([]);
  });
});
