import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Every TypeScript file under a folder of `server/src`, as paths relative to `server/src`. */
function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(path.join(src, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(folder, file));
}

/** The relative imports of a file (static, dynamic and `export ... from`), resolved against `server/src`. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(src, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g)].map((match) => match[1]);
  return specifiers.map((specifier) => path.normalize(path.join(path.dirname(file), specifier)));
}

// Modules build on core; core knows modules only through what they hand it (their descriptors,
// composed by app.ts). An import from core into a module would make core depend on one.
describe('the direction of imports in server/src', () => {
  it('core imports no module', () => {
    const upward = filesUnder('core').flatMap((file) => importsOf(file).filter((target) => target.startsWith(`modules${path.sep}`)).map((target) => `${file} → ${target}`));
    expect(upward).toEqual([]);
  });

  it('sees the imports it checks (a module importing core is found)', () => {
    expect(importsOf(path.join('modules', 'host', 'module.ts'))).toContain(path.join('core', 'module.js'));
  });
});
