import os from 'node:os';
import type { Cell } from './measure.js';
import type { Budget } from './scenarios.js';

export interface OperationResult {
  name: string;
  requests: number;
  sql: { platform: number; floor: number };
  cells: { platform: Cell; floor: Cell }[];
  budget?: Budget;
}

export interface DatabaseResult {
  database: string;
  operations: OperationResult[];
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : '–');
const rate = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const ratio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)}×` : '–');

function table(result: DatabaseResult) {
  const lines = [
    '| Operation | HTTP req. | SQL / op. (platform · floor) | Conn. | Platform ops/s | p50 ms | p95 ms | p99 ms | CPU ms / op. | Floor ops/s | p50 ms | p95 ms | p99 ms | CPU ms / op. | p50 ÷ floor | floor ops/s ÷ platform | Errors |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const operation of result.operations) {
    for (const { platform, floor } of operation.cells) {
      lines.push(
        `| ${operation.name} | ${operation.requests} | ${operation.sql.platform} · ${operation.sql.floor} | ${platform.connections} | ` +
          `${rate(platform.rate)} | ${ms(platform.p50)} | ${ms(platform.p95)} | ${ms(platform.p99)} | ${ms(platform.cpuPerFlow ?? Number.NaN)} | ` +
          `${rate(floor.rate)} | ${ms(floor.p50)} | ${ms(floor.p95)} | ${ms(floor.p99)} | ${ms(floor.cpuPerFlow ?? Number.NaN)} | ` +
          `${ratio(platform.p50 / floor.p50)} | ${ratio(floor.rate / platform.rate)} | ${platform.errors + floor.errors} |`,
      );
    }
  }
  const budgets = budgetTable(result);
  const failures = result.operations.flatMap((o) => o.cells.flatMap((c) => [c.platform, c.floor]).filter((c) => c.firstError).map((c) => `- ${o.name}: ${c.firstError}`));
  return [`### ${result.database}`, '', ...lines, '', ...budgets, ...(failures.length ? ['First error of each failing cell:', '', ...failures, ''] : [])].join('\n');
}

/**
 * The server CPU per request of each operation with a budget, at each connection count, against
 * it: an absolute one (ms) and one relative to another operation of the run at the same count.
 */
function budgetTable(result: DatabaseResult): string[] {
  const cpu = (name: string | undefined, connections: number) =>
    result.operations.find((operation) => operation.name === name)?.cells.find((cell) => cell.platform.connections === connections)?.platform.cpuPerFlow ?? Number.NaN;
  const rows = result.operations.flatMap(({ name, budget, cells, sql }) =>
    !budget
      ? []
      : cells.map(({ platform, floor }) => {
          const own = platform.cpuPerFlow ?? Number.NaN;
          const base = cpu(budget.of, platform.connections);
          const checks = [
            ...(budget.cpuMs === undefined ? [] : [{ text: `≤ ${budget.cpuMs} ms`, held: own <= budget.cpuMs }]),
            ...(budget.factor === undefined ? [] : [{ text: `≤ ${budget.factor}× ${ms(base)} ms (${(own / base).toFixed(2)}×)`, held: own / base <= budget.factor }]),
            ...(budget.statements === undefined ? [] : [{ text: `SQL ≤ ${budget.statements} (${sql.platform})`, held: sql.platform <= budget.statements }]),
            ...(budget.floorP50Factor === undefined
              ? []
              : [{ text: `p50 ≤ ${budget.floorP50Factor}× the floor's (${(platform.p50 / floor.p50).toFixed(2)}×)`, held: platform.p50 / floor.p50 <= budget.floorP50Factor }]),
          ];
          const cpuKnown = budget.cpuMs === undefined && budget.factor === undefined ? true : Number.isFinite(own);
          const known = cpuKnown && (budget.factor === undefined || Number.isFinite(base));
          return `| ${name} | ${platform.connections} | ${ms(own)} | ${checks.map((check) => check.text).join('; ')} | ${!known ? '–' : checks.every((check) => check.held) ? 'yes' : '**no**'} |`;
        }),
  );
  if (!rows.length) return [];
  return ['Budgets (server CPU per request, a relative one against its operation at the same connections; SQL statements per operation; p50 against the floor\'s):', '', '| Operation | Conn. | CPU ms / op. | Budget | Within |', '|---|--:|--:|---|---|', ...rows, ''];
}

/** The Markdown of `bench/results.md`. */
export function renderResults(results: DatabaseResult[], settings: { seconds: number; warmup: number; connections: number[]; publicCache: boolean }) {
  const cpus = os.cpus();
  return [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, ${os.platform()} ${os.release()}.`,
    '',
    `Each cell: ${settings.seconds} s of closed-loop load (autocannon, keep-alive) at ${settings.connections.join(' and ')} connections after a ${settings.warmup} s warm-up; ` +
      'load generator, server and database share the machine. An operation is what the site sends for it: the home page is its three ' +
      'GraphQL requests in sequence (page structure, module widgets, the product list widget); the REST product list is the list plus ' +
      'the filtered lists of each relation (REST answers flat rows, 100 a page). Latency is per whole operation; checkout is measured ' +
      'from the checkout request, its add to cart excluded.',
    '',
    'The floor: the same rows read or written by bare SQL through `pg`, served as JSON by a `node:http` handler on the same database in ' +
      'the same run — no authorization, validation, GraphQL or ORM (sign-in still verifies the argon2 hash and signs a token). ' +
      '"CPU ms / op." is the server process\'s own CPU time (user + system, from /proc) over the cell divided by the operations it completed: unlike latency, it does not depend on what else the shared machine is doing. "p50 ÷ floor" is how many times slower the platform answers than the floor; "floor ops/s ÷ platform" how many times more the floor serves. ' +
      'SQL per operation is counted on one request in sequence (the platform\'s ORM query log; the floor\'s own statements, transaction control included).',
    '',
    'The platform runs as deployed: `NODE_ENV=production`, its request log at info (written, then dropped), pool of 1 connection on the ' +
      'embedded database (PGlite runs one query at a time) and 10 on PostgreSQL; the floor gets the same pool size. ' +
      'The notification queue is polled hourly during the bench so that background SQL does not blur the counts. ' +
      (settings.publicCache
        ? 'Its public cache is on (as deployed): public REST reads and anonymous GraphQL queries are answered from memory after their first request until a write drops them; their 0 SQL is that cache at work.'
        : 'Its public cache is off (`PUBLIC_CACHE_ENABLED=false`): every read goes to the database, like the floor\'s (`npm run bench -- --public-cache` measures the cached answers).') +
      ' A read "signed in" is sent with the access token of one seeded shopper after another (160 in turn); an "answer cache hit" is asked as the site\'s client asks a known query, by GET with its hash (an automatic persisted query), of an instance whose public cache is on (a second one on the same database unless `--public-cache`), after one unmeasured run kept its answer.',
    '',
    ...results.map(table),
  ].join('\n');
}
