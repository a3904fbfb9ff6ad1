/**
 * The embedded PostgreSQL: PGlite (PostgreSQL compiled to WASM) served over the wire protocol
 * on 127.0.0.1, in a process of its own so that its work never blocks the API's event loop.
 *
 * Started by `startEmbeddedPostgres` with an IPC channel. It stops when told to, or when the
 * parent goes away (even after a `kill -9`), so it never outlives the server holding its data.
 */
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export type EmbeddedMessage = { type: 'ready'; port: number } | { type: 'error'; message: string };

const dataDir = process.env.PGLITE_DATA_DIR || undefined; // absent: in memory
const loadDump = process.env.PGLITE_LOAD_DUMP || undefined;

function send(message: EmbeddedMessage) {
  process.send?.(message);
}

async function main() {
  const loadDataDir = loadDump ? new Blob([await fs.readFile(loadDump)]) : undefined;
  // pg_trgm backs the search fields' trigram indexes, as on a PostgreSQL server.
  const db = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 8 });
  await server.start();

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await server.stop().catch(() => {});
      await db.close().catch(() => {});
      process.exit(0);
    })());

  process.on('message', async (message: { type: string; file?: string }) => {
    if (message?.type === 'stop') await stop();
    if (message?.type === 'dump' && message.file) {
      const dump = await db.dumpDataDir('none');
      await fs.writeFile(message.file, Buffer.from(await dump.arrayBuffer()));
      process.send?.({ type: 'dumped' });
    }
  });
  process.on('disconnect', stop);
  // The terminal's Ctrl+C reaches the whole process group: the parent decides when the
  // database closes (after its in-flight requests), so these signals are left to it.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => {});

  send({ type: 'ready', port: Number(server.getServerConn().split(':').pop()) });
}

main().catch((error: unknown) => {
  send({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
