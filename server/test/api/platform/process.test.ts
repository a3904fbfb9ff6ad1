import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { killServers, launchServer, waitHealthy } from '../../helpers/server-process.js';

const dirs: string[] = [];

afterAll(async () => {
  killServers();
  await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

/** A POST whose body arrives in two parts: in flight between `start` and `finish`. */
function slowRequest(port: number) {
  const body = JSON.stringify({ query: '{ serverInfo { version } }' });
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk));
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  const opened = new Promise((resolve) => socket.on('connect', resolve));
  return {
    async start() {
      await opened;
      socket.write(
        `POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
      );
    },
    finish() {
      socket.write(body.slice(5));
      return closed;
    },
  };
}

const SECRET = 'process-test-secret-key';
const METRICS_TOKEN = 'process-test-metrics-token';

async function graphql(port: number, query: string) {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-rbac-secret-key': SECRET },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data: Record<string, any> };
}

async function tempDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'platform-process-'));
  dirs.push(dir);
  return dir;
}

/** Resolves once the server has received at least `count` requests it has not answered yet. */
async function waitInFlight(port: number, count: number) {
  for (;;) {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const inFlight = Number(/^http_requests_in_flight (\d+)/m.exec(await response.text())?.[1]);
    // The metrics request itself is one of them.
    if (inFlight > count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Whether the server on `port` accepts a new connection (a request's own, not one kept alive). */
function accepting(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Resolves once the server's listener is closed (the drain has begun). */
async function waitNotAccepting(port: number) {
  while (await accepting(port)) await new Promise((resolve) => setTimeout(resolve, 25));
}

const status = async (port: number, path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).status;

// Each test starts real server processes (a first start includes initdb): 20 s on a quiet
// two-core machine, minutes on a loaded one (CI runs the browser tests beside these), and the
// kill -9 test starts two. They share nothing (own ports, own data directories), so they run at
// the same time: most of their time is spent waiting for the processes.
describe.concurrent('the server process', { timeout: 300_000 }, () => {
  it.for([
    [{ PORT: 'abc' }, /^Cannot start: Invalid setting PORT="abc": expected a port number$/],
    [{ LOG_LEVEL: 'loud' }, /^Cannot start: Invalid setting LOG_LEVEL="loud"/],
    [
      { DATABASE_URL: 'postgres://postgres:secret@127.0.0.1:1/platform' },
      /^Cannot start: Cannot connect to the database at postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/platform/,
    ],
  ] as const)('exits non-zero with one clear line on a bad setting %o', async ([env, message], { expect }) => {
    const server = launchServer({ DATA_DIR: await tempDir(), ...env });
    expect(await server.exit).toBe(1);
    const lines = server.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });

  it('on SIGTERM serves on while readiness answers 503, then finishes in-flight requests and closes the embedded database', async ({ expect }) => {
    const dataDir = await tempDir();
    // A delay longer than the test: it ends the delay itself (SIGINT) once it saw the server serve through it.
    const server = launchServer({ DATA_DIR: dataDir, RBAC_SECRET_KEY: SECRET, SHUTDOWN_DELAY_MS: '600000', METRICS_TOKEN });
    const port = await server.port();
    await waitHealthy(port);

    server.child.kill('SIGTERM');
    await server.logged('shutting down: not ready, still serving');
    // A supervisor repeating itself changes nothing.
    server.child.kill('SIGTERM');
    // The load balancer is told to send no more, while what it still sends is answered.
    expect(await status(port, '/healthz')).toBe(503);
    expect(await status(port, '/healthz?live')).toBe(200);
    const during = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ serverInfo { version } }' }),
    });
    expect(during.status).toBe(200);
    expect(await during.json()).toEqual({ data: { serverInfo: { version: '0.1.0' } } });
    // Its connection is not kept: the client reconnects, through the load balancer, elsewhere.
    expect(during.headers.get('connection')).toBe('close');

    const request = slowRequest(port);
    await request.start();
    // Stopped only once the server is working on the request (a request whose headers it has not read yet is not in flight).
    await waitInFlight(port, 1);
    server.child.kill('SIGINT');
    // The request is finished only once the server is draining: it said so, and it accepts no more connections.
    await server.logged('shutting down: finishing in-flight requests');
    await waitNotAccepting(port);
    const answer = await request.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/^connection: close\r$/im);
    expect(answer).toContain('"serverInfo":{"version":"0.1.0"}');
    expect(await server.exit).toBe(0);
    // The embedded database released its data directory.
    await expect(fs.access(path.join(dataDir, 'pg', 'embedded.pid'))).rejects.toThrow();
  });

  it('npm run migrate exits non-zero with one clear line on a bad DATABASE_URL', async ({ expect }) => {
    const migrate = launchServer({ DATA_DIR: await tempDir(), DATABASE_URL: 'postgres://postgres:secret@127.0.0.1:1/platform' }, 'src/migrate.ts');
    expect(await migrate.exit).toBe(1);
    expect(migrate.stderr().trim().split('\n')).toEqual([
      expect.stringMatching(/^Cannot migrate: Cannot connect to the database at postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/platform/),
    ]);
  });

  it('starts again after a kill -9 without manual repair, data kept', async ({ expect }) => {
    const dataDir = await tempDir();
    const first = launchServer({ DATA_DIR: dataDir, RBAC_SECRET_KEY: SECRET });
    const port = await first.port();
    await waitHealthy(port);
    const created = await graphql(port, 'mutation { hostLayoutCreate(data: {title: "kept"}) { id } }');
    const id = created.data.hostLayoutCreate.id;
    first.child.kill('SIGKILL');
    await first.exit;

    // How fast it comes back is the machine's business (no timed assertions): that it does.
    const second = launchServer({ DATA_DIR: dataDir, RBAC_SECRET_KEY: SECRET });
    const secondPort = await second.port();
    await waitHealthy(secondPort);
    const read = await graphql(secondPort, `{ hostLayout(id: "${id}") { title } }`);
    expect(read.data.hostLayout).toEqual({ title: 'kept' });
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  });
});
