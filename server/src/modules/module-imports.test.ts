import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Modules depend on each other in one direction only (admin → ecommerce → billing, rbac →
 * notification, ...): a loop would make two modules one, neither loadable, testable or
 * removable without the other. Their entities name other modules' entities by name
 * (`entityNamed`), and what one module needs from another it is handed (its descriptor's
 * contributions, events), so no import runs back. Type imports count too: they are how a
 * module knows another's shapes.
 */
const modulesDir = path.dirname(fileURLToPath(import.meta.url));
const moduleNames = fs.readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

/** Each module's imports of other modules: module → imported module → the files importing it. */
function moduleImports(): Map<string, Map<string, string[]>> {
  const graph = new Map(moduleNames.map((name) => [name, new Map<string, string[]>()]));
  for (const name of moduleNames) {
    const files = fs.readdirSync(path.join(modulesDir, name), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    for (const file of files) {
      const text = fs.readFileSync(path.join(modulesDir, name, file), 'utf8');
      for (const [, specifier] of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g)) {
        const target = path.relative(modulesDir, path.resolve(modulesDir, name, path.dirname(file), specifier)).split(path.sep)[0];
        if (target === name || !moduleNames.includes(target)) continue;
        const edges = graph.get(name)!;
        edges.set(target, [...(edges.get(target) ?? []), `${name}/${file}`]);
      }
    }
  }
  return graph;
}

/** Every loop of the graph, each once, as the modules it passes through (`a → b → a`). */
function loops(graph: Map<string, Map<string, string[]>>): string[] {
  const found = new Set<string>();
  const walk = (start: string, at: string, trail: string[]) => {
    for (const next of graph.get(at)?.keys() ?? []) {
      if (next === start) {
        // A loop is named from its first module in order, so each is found once.
        const first = trail.indexOf([...trail].sort()[0]);
        const rotated = [...trail.slice(first), ...trail.slice(0, first)];
        found.add([...rotated, rotated[0]].join(' → '));
      } else if (!trail.includes(next) && next > start) walk(start, next, [...trail, next]);
    }
  };
  for (const name of graph.keys()) walk(name, name, [name]);
  return [...found];
}

describe('imports between server modules', () => {
  const graph = moduleImports();

  it('run in no loop', () => {
    const found = loops(graph).map((loop) => {
      const names = loop.split(' → ');
      const files = names.slice(1).map((to, i) => `${names[i]} → ${to} (${graph.get(names[i])!.get(to)!.join(', ')})`);
      return `${loop}: ${files.join('; ')}`;
    });
    expect(found).toEqual([]);
  });

  it("never come from a module's entity declarations", () => {
    const fromEntities = [...graph.values()].flatMap((edges) => [...edges.values()].flat()).filter((file) => file.endsWith('/entities.ts'));
    expect(fromEntities).toEqual([]);
  });

  it('are seen where they exist (ecommerce builds on billing and rbac)', () => {
    expect([...graph.get('ecommerce')!.keys()]).toEqual(expect.arrayContaining(['billing', 'rbac']));
    expect(loops(new Map([['a', new Map([['b', ['a/x.ts']]])], ['b', new Map([['a', ['b/y.ts']]])]]))).toEqual(['a → b → a']);
  });
});
