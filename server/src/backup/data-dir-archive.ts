import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from '../db/embedded/start-embedded-postgres.js';

/**
 * DATA_DIR in one archive file, and back: the embedded database (DATA_DIR/pg), the local files
 * (DATA_DIR/files) and the generated secrets (secrets.json), as a gzipped tar whose entries all
 * sit in one folder, ARCHIVE_ROOT (how a restore knows the file for one of these).
 *
 * Only while no server runs on the directory: the database's files are then those of a closed
 * database, and the uploaded files match the rows naming them. (PGlite writes a consistent copy
 * of an open database, dumpDataDir, but only inside the process holding it, and the files beside
 * it would go on changing during the copy.) The embedded database's lock tells a running server,
 * and is held while the archive is written or unpacked, so that no server starts meanwhile.
 */

/** A backup or restore refused or failed for a reason the operator can act on. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const ARCHIVE_ROOT = 'platform-data';
/** The embedded database's own folder in DATA_DIR (db/database.ts). */
const EMBEDDED_DIR = 'pg';
const LOCK_PATH = `${EMBEDDED_DIR}/${LOCK_FILE}`;
/**
 * The database's write-ahead log comes in 16 MiB segments, zero-filled when new, that gzip makes
 * 16 KiB: past tar's guard against archives unpacking to over 1000 times their size.
 */
const UNPACK_LIMITS = { maxDecompressionRatio: Infinity };

/** Holds the embedded database's lock: refused while a server has the database open. */
function lockEmbeddedDatabase(dataDir: string) {
  try {
    return lockDataDir(path.join(dataDir, EMBEDDED_DIR));
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new BackupError(`a server is running on ${dataDir} (process ${error.holder} holds its embedded database); stop it first`);
  }
}

/** Writes DATA_DIR into `file`, a new .tar.gz; a failed backup leaves no file behind. */
export async function backupDataDir(dataDir: string, file: string): Promise<void> {
  if (!fs.existsSync(dataDir)) throw new BackupError(`${dataDir} does not exist: nothing to back up`);
  if (!path.relative(dataDir, file).startsWith('..')) throw new BackupError(`${file} is inside ${dataDir}: write the archive elsewhere`);
  if (fs.existsSync(file)) throw new BackupError(`${file} already exists`);
  // Without an embedded database (DATABASE_URL) there is nothing a server would hold open here.
  const lock = fs.existsSync(path.join(dataDir, EMBEDDED_DIR)) ? lockEmbeddedDatabase(dataDir) : undefined;
  const partial = `${file}.partial`;
  try {
    // Not `portable`: owners and modes are kept (secrets.json is its owner's alone), and the
    // archive, holding the secrets, is its owner's alone too.
    await tar.create(
      { file: partial, mode: 0o600, gzip: true, cwd: dataDir, prefix: ARCHIVE_ROOT, filter: (entry) => entry !== LOCK_PATH },
      await fsp.readdir(dataDir),
    );
    await fsp.rename(partial, file);
  } catch (error) {
    await fsp.rm(partial, { force: true });
    throw error;
  } finally {
    lock?.release();
  }
}

/** Reads the whole archive once: refuses a damaged file or one `backupDataDir` did not write. */
async function checkArchive(file: string) {
  let entries = 0;
  let foreign: string | undefined;
  try {
    await tar.list({
      file,
      strict: true,
      ...UNPACK_LIMITS,
      onReadEntry: (entry) => {
        entries += 1;
        if (!entry.path.startsWith(`${ARCHIVE_ROOT}/`)) foreign ??= entry.path;
      },
    });
  } catch (error) {
    throw new BackupError(`${file} is not a readable archive (${(error as Error).message})`);
  }
  if (!entries || foreign) throw new BackupError(`${file} is not a backup made by \`npm run backup\`${foreign ? ` (it holds ${foreign})` : ''}`);
}

/**
 * Unpacks `file` into DATA_DIR, which must be empty (or absent); with `force`, what it holds is
 * deleted first.
 */
export async function restoreDataDir(file: string, dataDir: string, { force = false } = {}): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist`);
  await checkArchive(file);
  const held = fs.existsSync(dataDir) ? await fsp.readdir(dataDir) : [];
  if (held.length && !force) throw new BackupError(`${dataDir} is not empty: restore into an empty DATA_DIR, or add --force to replace what it holds`);
  const embeddedDir = path.join(dataDir, EMBEDDED_DIR);
  const lock = lockEmbeddedDatabase(dataDir);
  try {
    for (const entry of held) {
      if (entry !== EMBEDDED_DIR) await fsp.rm(path.join(dataDir, entry), { recursive: true, force: true });
    }
    for (const entry of await fsp.readdir(embeddedDir)) {
      if (entry !== LOCK_FILE) await fsp.rm(path.join(embeddedDir, entry), { recursive: true, force: true });
    }
    await tar.extract({ file, cwd: dataDir, strip: 1, strict: true, ...UNPACK_LIMITS, filter: (entry) => entry !== `${ARCHIVE_ROOT}/${LOCK_PATH}` });
  } finally {
    lock.release();
    // A backup of a server on DATABASE_URL has no embedded database: the lock's folder goes too.
    if (!(await fsp.readdir(embeddedDir)).length) await fsp.rmdir(embeddedDir);
  }
}
