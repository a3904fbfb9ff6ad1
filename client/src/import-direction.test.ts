import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));

// The client's layers, bottom to top. An import runs down or stays level, never up: what a lower
// layer needs of a higher one moves down to it. shared/ holds what any part uses (test/ the tests'
// helpers, gql/ the generated schema types); modules/ the modules' widgets and screens, and their
// list (modules/index.ts); pages/ the page engine, which renders the modules' widgets; app/ and
// admin/ (and the entries beside them) put it all together. eslint.config.js refuses the same
// by the folders' names.
const LAYERS: [layer: number, folders: string[]][] = [
  [0, ['shared', 'test', 'gql']],
  [1, ['modules']],
  [2, ['pages']],
];
const TOP = 3;
const LAYER_NAMES = ['shared', 'modules', 'pages', 'app or admin'];

/**
 * Where a module imports another: a module imports shared/ alone, except where one of its screens
 * shows another module's (a composition the list does not carry). An import between another pair
 * of modules fails; a pair that no longer imports fails too, so that this list only shrinks.
 */
const SHOWN_ACROSS_MODULES: Record<string, string> = {
  'billing → ecommerce': "the test provider's payment page shows the checkout (its items, the cart); a currency's fields are ecommerce's fragment",
  'blog → ecommerce': 'an article shows the products it links (ProductGrid)',
  'ecommerce → billing': "the currency toggle shows currencies by billing's variants",
  'rbac → crm': "the 'me' widget's request form is crm's form",
  'rbac → ecommerce': "a subject's page shows its products, the settings its orders; the account menu links My orders",
  'rbac → social': "a subject's page shows its social profiles by social's variants",
  'social → rbac': "a subject's social profiles link the subject's page, in rbac's words",
  'social → website-builder': 'a social profile shows the website-builder widgets linked to it',
  'website-builder → ecommerce': 'the navbar shows the cart button',
  'website-builder → rbac': 'the navbar shows the account menu',
};

/** Every TypeScript file under `client/src`, as paths relative to it. */
function sourceFiles(): string[] {
  return fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.normalize(file));
}

const EXTENSIONS = ['', '.ts', '.tsx', `${path.sep}index.ts`, `${path.sep}index.tsx`];

/** The relative imports of a file (static, `export ... from`, dynamic), each the file it reaches, relative to `client/src`. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(src, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"?]+)/g)].map((match) => match[1]);
  return specifiers.map((specifier) => {
    const target = path.normalize(path.join(path.dirname(file), specifier));
    return EXTENSIONS.map((extension) => target + extension).find((candidate) => fs.statSync(path.join(src, candidate), { throwIfNoEntry: false })?.isFile()) ?? target;
  });
}

/** The layer of a file (a path relative to `client/src`); outside `client/src` (the schema): none. */
function layerOf(file: string): number | undefined {
  if (file.startsWith(`..${path.sep}`)) return undefined;
  const [first] = file.split(path.sep);
  return LAYERS.find(([, folders]) => folders.includes(first))?.[0] ?? TOP;
}

/** The module a file belongs to (`ecommerce`), the list's own files at `modules/`'s top ('the module list'), or none. */
function moduleOf(file: string): string | undefined {
  const parts = file.split(path.sep);
  if (parts[0] !== 'modules') return undefined;
  return parts.length > 2 ? parts[1] : 'the module list';
}

const edges = sourceFiles().flatMap((file) => importsOf(file).map((target) => ({ file, target })));
const shown = ({ file, target }: { file: string; target: string }) => `${file} → ${target}`;

describe('the direction of imports in client/src', () => {
  it('runs down the layers: shared, modules, the page engine (pages), the app and admin', () => {
    const upward = edges.filter(({ file, target }) => {
      const [from, to] = [layerOf(file), layerOf(target)];
      return from !== undefined && to !== undefined && to > from;
    });
    expect(upward.map((edge) => `${shown(edge)} (${LAYER_NAMES[layerOf(edge.file)!]} imports ${LAYER_NAMES[layerOf(edge.target)!]})`)).toEqual([]);
  });

  it('the page engine reaches the modules through their list alone (modules/index.ts)', () => {
    const byName = edges.filter(({ file, target }) => layerOf(file) === 2 && moduleOf(target) !== undefined && target !== path.join('modules', 'index.ts'));
    expect(byName.map(shown)).toEqual([]);
  });

  it('a module imports no other module, nor their list, but where it shows another module (SHOWN_ACROSS_MODULES)', () => {
    const across = edges.flatMap(({ file, target }) => {
      const [from, to] = [moduleOf(file), moduleOf(target)];
      return from && to && from !== to && from !== 'the module list' ? [{ pair: `${from} → ${to}`, edge: shown({ file, target }) }] : [];
    });
    expect(across.filter(({ pair }) => !(pair in SHOWN_ACROSS_MODULES)).map(({ edge }) => edge)).toEqual([]);
    const used = new Set(across.map(({ pair }) => pair));
    expect(Object.keys(SHOWN_ACROSS_MODULES).filter((pair) => !used.has(pair)), 'pairs that no longer import: strike them off').toEqual([]);
  });

  it('sees the imports it checks (static, dynamic, of an index file)', () => {
    expect(importsOf(path.join('pages', 'PageHead.tsx'))).toContain(path.join('modules', 'index.ts'));
    expect(importsOf(path.join('modules', 'index.ts'))).toContain(path.join('modules', 'blog', 'BlogWidget.tsx'));
    expect(layerOf(path.join('app', 'routes.tsx'))).toBe(TOP);
    expect(layerOf('main.tsx')).toBe(TOP);
  });
});
