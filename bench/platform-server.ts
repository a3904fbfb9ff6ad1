/**
 * One platform server in a process of its own (as in production), started by the bench and
 * the load script. Configured by the environment it is given; answers over IPC:
 * `queries` (SQL statements since the last `reset`), `memory` (its RSS), `heap` (the heap used
 * after a full collection: what it keeps), `profile-start` and `profile-stop` (a CPU profile of
 * what ran in between, written to the file named) and `stop`.
 */
import 'reflect-metadata';
import fs from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { loadConfig, resolveSecrets } from '../server/src/settings.js';
import { createLogger } from '../server/src/core/logger.js';
import { startServer } from '../server/src/server.js';
import type { ChildReply, ChildRequest } from './child-process.js';

let queries = 0;
const config = resolveSecrets(loadConfig());
// The checkout row pays with the dummy provider, which a production server refuses: switched
// on here, in the bench's own process, and nowhere a setting could reach it.
config.payments.dummyEnabled = process.env.BENCH_DUMMY_PAYMENTS === 'true';
const server = await startServer(config, createLogger(config.logLevel), { onQuery: () => void (queries += 1) });
// Statements are counted through the ORM's query log, which a deployed server does not keep: on
// only from a `reset` to the `queries` that reads the count (one request in sequence), off while
// load is measured. Left on, its formatting of every statement was 8 % of a checkout's CPU.
const statementLog = server.database.orm.config.getLogger();
const countStatements = (on: boolean) => statementLog.setDebugMode(on ? ['query'] : false);
countStatements(false);

const reply = (message: ChildReply) => process.send?.(message);
const profiler = new Session();
profiler.connect();

process.on('message', async (message: ChildRequest) => {
  if (message.type === 'reset') {
    queries = 0;
    countStatements(true);
    reply({ type: 'reset', value: 0 });
  } else if (message.type === 'queries') {
    countStatements(false);
    reply({ type: 'queries', value: queries });
  }
  else if (message.type === 'memory') reply({ type: 'memory', value: process.memoryUsage().rss });
  else if (message.type === 'heap') {
    globalThis.gc?.();
    reply({ type: 'heap', value: process.memoryUsage().heapUsed });
  }
  else if (message.type === 'profile-start') {
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
    reply({ type: 'profile-start', value: 0 });
  } else if (message.type === 'profile-stop') {
    const { profile } = await profiler.post('Profiler.stop');
    await fs.writeFile(message.file!, JSON.stringify(profile));
    reply({ type: 'profile-stop', value: 0 });
  } else if (message.type === 'stop') {
    await server.close();
    process.exit(0);
  }
});
// The bench went away (even killed): this server goes too.
process.on('disconnect', () => void server.close().finally(() => process.exit(0)));
reply({ type: 'ready', url: server.url });
