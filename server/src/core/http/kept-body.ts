import type { Request, Response } from 'express';

/** An answer kept as the bytes it is sent as, with their ETag: sent again without serializing anything. */
export interface KeptBody {
  body: Buffer;
  etag?: string;
}

/** A serialized answer and the ETag Express gives it (the app's `etag fn`: weak by default; none when switched off). */
export function keptBody(req: Request, text: string): KeptBody {
  const body = Buffer.from(text);
  const etag = req.app?.get('etag fn') as ((body: Buffer) => string) | undefined;
  return { body, etag: etag?.(body) };
}

/** Sends a kept answer as it is (a matching If-None-Match: 304, as Express answers). */
export function sendKept(res: Response, { body, etag }: KeptBody, contentType: string) {
  res.set('content-type', contentType);
  if (etag) res.set('etag', etag);
  res.send(body);
}
