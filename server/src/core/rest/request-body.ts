import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import { AppError, badInput } from '../errors.js';
import { parseJsonInput } from '../json-input.js';

const MAX_FIELD_BYTES = 1024 * 1024;

/** Where the file parts of a multipart body go: the entity's file fields, streamed to storage. */
export interface FileParts {
  /** Consumes the part's stream (or refuses it: not a file field); answers the field's value. */
  receive(name: string, filename: string, stream: Readable): Promise<unknown>;
}

export interface BodyOptions {
  /** Whether `data` may be absent (an empty body). */
  optional?: boolean;
  /** The route takes files (create, update): absent, every file part is refused. */
  files?: FileParts;
}

function parseData(text: string): unknown {
  return parseJsonInput(text, 'data', () => {
    throw badInput('data: not valid JSON', 'data');
  });
}

/**
 * The `data` of a request: `{"data": ...}` or a bare object in JSON, or a multipart form whose
 * string field `data` holds the JSON and whose file parts, named like file fields, become
 * those fields.
 */
export async function readData(req: Request, { optional = false, files }: BodyOptions = {}): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  let data: unknown;
  if (type.startsWith('multipart/form-data')) data = await readMultipart(req, files);
  else if (req.body !== undefined && req.body !== null && type.includes('json')) {
    if (typeof req.body !== 'object' || Array.isArray(req.body)) throw badInput('body: expected {"data": ...}', 'body');
    const body = req.body as Record<string, unknown>;
    // A bare object (`{"login": …}`) is the data itself; `{}` is no data at all.
    if (!('data' in body)) data = Object.keys(body).length ? body : undefined;
    else data = body.data;
    if (typeof data === 'string' && Object.keys(body).length === 1) data = tryJson(data);
  }
  if (data === undefined && !optional) throw badInput('data is required', 'data');
  return data;
}

/** Some clients send `{"data": "<json>"}` (a multipart habit): accepted when it parses. */
function tryJson(text: string) {
  return parseJsonInput(text, 'data', () => text);
}

/**
 * Parses a multipart body. File parts stream to storage as they come (the parser waits for
 * each); after a failure the rest of the body is still read, so that the answer reaches a
 * client that is still sending.
 */
function readMultipart(req: Request, files: FileParts | undefined): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fieldSize: MAX_FIELD_BYTES, fields: 50, files: 10, parts: 60 } });
    } catch {
      reject(badInput('body: malformed multipart form', 'body'));
      return;
    }
    let data: unknown;
    let failure: unknown;
    const received = new Map<string, unknown>();
    const receiving: Promise<void>[] = [];
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) failure ??= new AppError('PAYLOAD_TOO_LARGE', `${name}: field is too large`);
      else if (name === 'data') {
        try {
          data = parseData(value);
        } catch (error) {
          failure ??= error;
        }
      }
    });
    parser.on('file', (name, stream, info) => {
      const refusal = !files
        ? badInput(`${name}: file uploads are not accepted on this route`, name)
        : received.has(name)
          ? badInput(`data.${name}: one file per field`, `data.${name}`)
          : undefined;
      if (refusal || failure) {
        failure ??= refusal;
        drop(stream);
        return;
      }
      received.set(name, undefined);
      receiving.push(
        files!.receive(name, info.filename ?? '', stream).then(
          (value) => void received.set(name, value),
          (error) => {
            failure ??= error;
            drop(stream);
          },
        ),
      );
    });
    // Settled once the parts being stored are done: the caller then removes what they stored.
    parser.on('error', () => void Promise.all(receiving).then(() => reject(badInput('body: malformed multipart form', 'body'))));
    parser.on('close', async () => {
      await Promise.all(receiving);
      if (failure) reject(failure);
      else {
        try {
          resolve(withFiles(data, received));
        } catch (error) {
          reject(error);
        }
      }
    });
    // A client leaving half way: the parser fails the part being stored, then settles.
    req.once('close', () => {
      if (!req.readableEnded) parser.destroy(new Error('The client left before the end of the form'));
    });
    req.pipe(parser);
  });
}

/** Drains a part nobody takes, so that the parser goes on; its errors (the client leaving) go nowhere. */
function drop(stream: Readable) {
  stream.on('error', () => {});
  stream.resume();
}

/** The data with the received files in their fields (`data` may be left out when files are given). */
function withFiles(data: unknown, received: Map<string, unknown>): unknown {
  if (!received.size) return data;
  if (data === undefined) data = {};
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw badInput('data: expected an object', 'data');
  const values = data as Record<string, unknown>;
  for (const [name, value] of received) {
    if (values[name] !== undefined) throw badInput(`data.${name}: given both as a file and in data`, `data.${name}`);
    values[name] = value;
  }
  return values;
}
