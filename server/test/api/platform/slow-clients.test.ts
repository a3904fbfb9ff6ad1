import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

/**
 * A client that sends its headers or its body too slowly (slowloris) gets 408 and its
 * connection closed, instead of holding it open; limits as configured.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ HTTP_HEADERS_TIMEOUT_MS: '400', HTTP_REQUEST_TIMEOUT_MS: '800' });
});
afterAll(() => server?.close());

/** Writes `sent` and never the rest; answers what the server wrote before closing the socket. */
function stall(sent: string): Promise<string> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(sent));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('slow clients', () => {
  it('are answered 408 when their headers never end', async () => {
    const answer = await stall('GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('are answered 408 when their body never ends, and nothing runs', async () => {
    const body = '{"query": "mutation { hostLayoutCreate(data: {title: \\"slow\\"}) { id } }"';
    const answer = await stall(
      `POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nX-RBAC-SECRET-KEY: ${server.secretKey}\r\nContent-Length: ${body.length + 10}\r\n\r\n${body}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    const { data } = await server.graphql<{ hostLayoutCount: number }>(`{ hostLayoutCount(filters: {and: [{column: "title", method: "eq", value: "slow"}]}) }`);
    expect(data!.hostLayoutCount).toBe(0);
  });

  it('still get their answer when they are quick', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
  });
});
