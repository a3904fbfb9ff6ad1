/**
 * `npm run backup [-- <file>]`: DATA_DIR (the embedded database, local files, secrets.json) into
 * one .tar.gz, by default platform-backup-<date>-<time>.tar.gz in the folder it is run from.
 * Refused while a server runs on the directory: stop it, back up, start it again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { dataDirOf, loadEnvFile } from '../config.js';
import { BackupError, backupDataDir } from './data-dir-archive.js';

loadEnvFile();
const dataDir = dataDirOf();
const stamp = new Date().toISOString().replace(/\.\d+Z$/, '').replace(/[-:]/g, '').replace('T', '-');
// npm runs scripts from the project's root: a relative name means where the operator typed it.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2] ?? `platform-backup-${stamp}.tar.gz`);
try {
  await backupDataDir(dataDir, file);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`Cannot back up: ${error.message}`);
  process.exit(1);
}
const megabytes = (fs.statSync(file).size / 1024 / 1024).toFixed(1);
console.log(`Backed up ${dataDir} to ${file} (${megabytes} MiB).`);
if (process.env.DATABASE_URL) {
  console.log('DATABASE_URL is set: that database is not in DATA_DIR. Back it up with pg_dump (README, "Backup and restore").');
}
