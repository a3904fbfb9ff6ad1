/**
 * `npm run migration:create [name]`: diffs the entity declarations against a scratch database
 * migrated to the latest committed migration, writes the new migration to src/db/migrations/
 * and lists it in src/db/migrations/index.ts. Exits 0 with a message when nothing changed.
 * `--check` (CI) writes nothing and fails when the entities need a migration. The scratch
 * database is the embedded one, or, with `DATABASE_URL` set, a database made for the run on that
 * PostgreSQL server and dropped after (CI: the WebAssembly build took 54 s of a loaded run).
 */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MikroORM } from '@mikro-orm/postgresql';
import { startEmbeddedPostgres } from '../src/db/embedded/start-embedded-postgres.js';
import { ormConfig } from '../src/db/orm-config.js';
import { adminQuery, databaseUrl } from '../test/helpers/postgres-admin.js';

const migrationsDir = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));
const check = process.argv.includes('--check');
const name = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const scratch = await scratchDatabase();
try {
  const orm = await MikroORM.init(ormConfig({ clientUrl: scratch.url, poolMax: 1 }));
  const migrator = orm.migrator;
  await migrator.up();
  if (check) {
    const needed = await migrator.checkSchema();
    await orm.close(true);
    if (needed) {
      console.error('The entities changed without a migration: run `npm run migration:create` and commit it.');
      process.exitCode = 1;
    } else console.log('Migrations match the entities.');
  } else {
    const result = await migrator.create(migrationsDir, false, false, name);
    await orm.close(true);
    if (result.fileName) listMigration(path.basename(result.fileName, '.ts'));
    else console.log('No changes: the migrations already match the entities.');
  }
} finally {
  await scratch.stop();
}

/** An empty database to migrate and diff, gone once `stop` is called. */
async function scratchDatabase(): Promise<{ url: string; stop(): Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) return startEmbeddedPostgres();
  const name = `migration_scratch_${process.pid}_${Date.now()}`;
  await adminQuery(server, `CREATE DATABASE "${name}"`);
  return { url: databaseUrl(server, name), stop: () => adminQuery(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => {}) };
}

function listMigration(className: string) {
  const indexFile = path.join(migrationsDir, 'index.ts');
  const index = fs.readFileSync(indexFile, 'utf8');
  const importLine = `import { ${className} } from './${className}.js';\n`;
  const updated = index
    .replace(/(import type \{ MigrationObject \}[^\n]*\n)/, `$1${importLine}`)
    .replace(/(export const migrationsList: MigrationObject\[\] = \[)([\s\S]*?)(\];)/, (_m, open, items, close) => {
      const entries = items.trim() ? `${items.trimEnd()}\n` : '\n';
      return `${open}${entries}  { name: '${className}', class: ${className} },\n${close}`;
    });
  fs.writeFileSync(indexFile, updated);
  console.log(`Wrote src/db/migrations/${className}.ts and listed it in index.ts`);
}
