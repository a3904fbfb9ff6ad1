import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { AppError, badInput } from '../../core/errors.js';

const FIELD = 'data.url';
const MAX_URL_LENGTH = 2048;
/** Hops followed at most; each one's address is checked again. */
const MAX_REDIRECTS = 3;
/** The whole download (every hop and the body) must be done within this. */
export const FETCH_TIMEOUT_MS = 15_000;

export interface RemoteFileOptions {
  maxBytes: number;
  /** Private addresses or ranges that may be fetched all the same (a test server). */
  allowedAddresses: readonly string[];
}

export interface RemoteFile {
  /** The body, to stream into storage; destroyed by `close` when it is not read to the end. */
  stream: IncomingMessage;
  /** The last segment of the final url's path: the stored file's readable name. */
  filename: string;
  /** Ends the download (read or not). */
  close(): void;
  /** A failure while the body streamed, as the client should see it (the deadline passing: 400). */
  explain(error: unknown): unknown;
}

/** The last segment of a url's path, decoded when it can be. */
function lastSegment(url: URL): string {
  const segment = url.pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const timedOut = () => badInput(`${FIELD}: not downloaded within ${FETCH_TIMEOUT_MS / 1000} s`, FIELD);

/**
 * Agents that refuse to connect to anything but public unicast addresses: the check runs on the
 * address the host name resolved to, at connection time, so a name that resolves (or later
 * re-resolves) to 127.0.0.1, 10.x, 169.254.169.254, ::1 or ::ffff:127.0.0.1 gets nowhere.
 * One pair per allowed list, kept: agents pool their sockets.
 */
const agents = new Map<string, { http: http.Agent; https: https.Agent }>();
function agentsFor(allowedAddresses: readonly string[]) {
  const key = allowedAddresses.join(',');
  let pair = agents.get(key);
  if (!pair) {
    const options = { allowIPAddressList: [...allowedAddresses], keepAlive: false };
    pair = { http: new RequestFilteringHttpAgent(options), https: new RequestFilteringHttpsAgent(options) };
    agents.set(key, pair);
  }
  return pair;
}

/** The url a client gave, as a URL: http(s), no credentials, a sensible length. */
export function checkRemoteUrl(value: unknown): URL {
  if (typeof value !== 'string' || !value.trim()) throw badInput(`${FIELD}: expected an http(s) url`, FIELD);
  if (value.length > MAX_URL_LENGTH) throw badInput(`${FIELD}: longer than ${MAX_URL_LENGTH} characters`, FIELD);
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw badInput(`${FIELD}: not a valid url`, FIELD);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badInput(`${FIELD}: only http and https urls can be fetched`, FIELD);
  if (url.username || url.password) throw badInput(`${FIELD}: urls with credentials are not fetched`, FIELD);
  return url;
}

/** The agent's refusal names the address; the client learns only that it is not allowed. */
const isRefusedAddress = (error: Error) => /is not allowed\. Because/.test(error.message);

function get(url: URL, options: RemoteFileOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const pair = agentsFor(options.allowedAddresses);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { agent: url.protocol === 'https:' ? pair.https : pair.http, signal, headers: { accept: '*/*' } }, resolve);
    request.on('error', (error) => {
      if (isRefusedAddress(error)) reject(badInput(`${FIELD}: ${url.hostname} is a private or reserved address, not fetched`, FIELD));
      else if (signal.aborted) reject(timedOut());
      else reject(badInput(`${FIELD}: could not be fetched (${(error as NodeJS.ErrnoException).code ?? error.message})`, FIELD));
    });
  });
}

/**
 * Opens the body of a file on the web, safely: http(s) only, public addresses only (every
 * redirect hop checked the same way), a deadline over the whole download, and a declared length
 * beyond the limit refused before any byte is read (the limit also holds while it streams, in
 * `storeUpload`).
 */
export async function openRemoteFile(value: unknown, options: RemoteFileOptions): Promise<RemoteFile> {
  let url = checkRemoteUrl(value);
  const controller = new AbortController();
  const deadline = setTimeout(() => controller.abort(new Error('timeout')), FETCH_TIMEOUT_MS);
  const close = (response?: IncomingMessage) => {
    clearTimeout(deadline);
    response?.destroy();
  };
  try {
    for (let hop = 0; ; hop++) {
      const response = await get(url, options, controller.signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (hop >= MAX_REDIRECTS) throw badInput(`${FIELD}: more than ${MAX_REDIRECTS} redirects`, FIELD);
        url = checkRemoteUrl(new URL(response.headers.location, url).href);
        continue;
      }
      if (status < 200 || status >= 300) {
        close(response);
        throw badInput(`${FIELD}: the server answered ${status}`, FIELD, { status });
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        close(response);
        throw new AppError('PAYLOAD_TOO_LARGE', `${FIELD}: the file is larger than the limit of ${options.maxBytes} bytes`, { field: FIELD, maxBytes: options.maxBytes });
      }
      response.once('close', () => clearTimeout(deadline));
      return {
        stream: response,
        filename: lastSegment(url),
        close: () => close(response),
        explain: (error) => (controller.signal.aborted && !(error instanceof AppError) ? timedOut() : error),
      };
    }
  } catch (error) {
    close();
    throw error;
  }
}
