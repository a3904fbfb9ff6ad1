import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../../src/core/logger.js';
import { startTestServer, type TestServer } from '../../helpers/test-server.js';

const log = { lines: [] as string[] };
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'info' }, { logLines: log.lines });
});
afterAll(() => server?.close());

/** The request log's line for a request id, once it is written (after the answer is sent). */
async function requestLine(requestId: string): Promise<string> {
  return vi.waitFor(() => {
    const line = log.lines.find((text) => text.includes(`"id":"${requestId}"`) && text.includes('"res":'));
    if (!line) throw new Error(`no log line for ${requestId} yet`);
    return line;
  });
}

describe('the request log', () => {
  it('redacts the code of a reset link its owner opens, keeping the rest of the url', async () => {
    const code = 'a1b2c3d4e5f6reset';
    const response = await fetch(`${server.url}/rbac/subject/authentication/email-and-password/reset-password?code=${code}&lang=en`, {
      headers: { 'x-request-id': 'reset-link-1' },
    });
    await response.text();
    const line = await requestLine('reset-link-1');
    expect(line).not.toContain(code);
    expect(line).toContain('reset-password?code=[redacted]&lang=en');
  });

  it("redacts the signed answer of Telegram's widget coming back to the sign-in screen, keeping the rest", async () => {
    const hash = 'f'.repeat(64);
    const response = await fetch(`${server.url}/rbac/subject/authentication/select-method?id=42&auth_date=1700000000&hash=${hash}&username=ada`, {
      headers: { 'x-request-id': 'telegram-answer-1' },
    });
    await response.text();
    const line = await requestLine('telegram-answer-1');
    expect(line).not.toContain(hash);
    expect(line).toContain('select-method?id=42&auth_date=[redacted]&hash=[redacted]&username=ada');
  });

  it('redacts token, refresh, jwt, password, signature and secret parameters, and logs no credential header', async () => {
    const secrets = ['tok-111', 'ref-222', 'jwt-333', 'pw-444', 'sig-555', 'sec-666', 'rt-777'];
    const query = ['token', 'refresh', 'jwt', 'password', 'signature', 'secret', 'data%5BrefreshToken%5D'].map((name, index) => `${name}=${secrets[index]}`).join('&');
    const response = await fetch(`${server.url}/api/ecommerce/products?${query}&limit=1`, {
      headers: {
        'x-request-id': 'secret-params-1',
        authorization: 'Bearer header-token-888',
        cookie: 'refreshToken=cookie-999',
        'x-rbac-secret-key': 'server-key-000',
      },
    });
    await response.text();
    const line = await requestLine('secret-params-1');
    for (const secret of [...secrets, 'header-token-888', 'cookie-999', 'server-key-000']) expect(line).not.toContain(secret);
    expect(line.match(/\[redacted\]/g)).toHaveLength(secrets.length);
    expect(line).toContain('limit=1');
  });

  it('answers a missing asset or uploaded file with 404, logging nothing above debug', async () => {
    const misses = ['/assets/missing-abc123.js', '/assets/chunks/missing.css', '/assets/', '/public/missing.png', '/public/files/missing.pdf'];
    for (const [index, path] of misses.entries()) {
      const response = await fetch(`${server.url}${path}`, { headers: { 'x-request-id': `missing-file-${index}` } });
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    }
    // A request answered after them is logged: had theirs been, their lines would be there before it.
    await (await fetch(`${server.url}/api/ecommerce/products?limit=1`, { headers: { 'x-request-id': 'after-missing-files' } })).text();
    await requestLine('after-missing-files');
    expect(log.lines.filter((line) => line.includes('missing-file-') || line.includes('ENOENT'))).toEqual([]);
  });

  it('redacts credential headers wherever a logged object carries them', () => {
    const lines = { lines: [] as string[], write: (line: string) => void lines.lines.push(line) };
    const logger = createLogger('info', lines);
    logger.info({
      req: { headers: { authorization: 'Bearer a-token', cookie: 'session=a-cookie', 'x-rbac-secret-key': 'a-key', accept: 'text/html' } },
      res: { headers: { 'set-cookie': 'refreshToken=a-refresh' } },
    });
    const [line] = lines.lines;
    for (const secret of ['a-token', 'a-cookie', 'a-key', 'a-refresh']) expect(line).not.toContain(secret);
    expect(JSON.parse(line)).toMatchObject({
      req: { headers: { authorization: '[redacted]', cookie: '[redacted]', 'x-rbac-secret-key': '[redacted]', accept: 'text/html' } },
      res: { headers: { 'set-cookie': '[redacted]' } },
    });
  });
});
