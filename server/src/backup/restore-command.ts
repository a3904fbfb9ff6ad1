/**
 * `npm run restore -- <file> [--force]`: unpacks an archive of `npm run backup` into DATA_DIR,
 * which must be empty; --force deletes what it holds first. Refused while a server runs on it.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dataDirOf, loadEnvFile } from '../config.js';
import { BackupError, restoreDataDir } from './data-dir-archive.js';

function fail(message: string): never {
  console.error(`Cannot restore: ${message}`);
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({ args: process.argv.slice(2), options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
} catch (error) {
  fail((error as Error).message);
}
const { positionals, values } = parsed;
if (positionals.length !== 1) fail('name the archive to restore: npm run restore -- <file> [--force]');
loadEnvFile();
const dataDir = dataDirOf();
// npm runs scripts from the project's root: a relative name means where the operator typed it.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
try {
  await restoreDataDir(file, dataDir, { force: values.force });
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  fail(error.message);
}
console.log(`Restored ${file} into ${dataDir}.`);
