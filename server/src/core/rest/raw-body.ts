import type { IncomingMessage } from 'node:http';

/** A request whose body parser kept the bytes as they arrived. */
export type WithRawBody<T = IncomingMessage> = T & { rawBody?: Buffer };

/**
 * The `verify` hook of Express' body parsers: keeps the raw bytes, because webhook signatures
 * are computed over them, not over the parsed (and re-serialised) body.
 */
export function keepRawBody(req: IncomingMessage, _res: unknown, buffer: Buffer): void {
  (req as WithRawBody).rawBody = buffer;
}
