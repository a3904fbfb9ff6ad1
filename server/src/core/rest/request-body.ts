import busboy from 'busboy';
import type { Request } from 'express';
import { AppError, badInput } from '../errors.js';

const MAX_FIELD_BYTES = 1024 * 1024;

export interface BodyOptions {
  /** Whether `data` may be absent (an empty body). */
  optional?: boolean;
}

function parseData(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badInput('data: not valid JSON', 'data');
  }
}

/**
 * The `data` of a request: `{"data": ...}` in JSON, or a multipart form whose string field
 * `data` holds the JSON. File parts are refused until the file storage module takes them.
 */
export async function readData(req: Request, { optional = false }: BodyOptions = {}): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  let data: unknown;
  if (type.startsWith('multipart/form-data')) data = await readMultipart(req);
  else if (req.body !== undefined && req.body !== null && type.includes('json')) {
    if (typeof req.body !== 'object' || Array.isArray(req.body)) throw badInput('body: expected {"data": ...}', 'body');
    data = (req.body as { data?: unknown }).data;
    if (typeof data === 'string' && req.body && Object.keys(req.body).length === 1) data = tryJson(data);
  }
  if (data === undefined && !optional) throw badInput('data is required', 'data');
  return data;
}

/** Some clients send `{"data": "<json>"}` (a multipart habit): accepted when it parses. */
function tryJson(text: string) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function readMultipart(req: Request): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fieldSize: MAX_FIELD_BYTES, fields: 50, files: 10, parts: 60 } });
    } catch {
      reject(badInput('body: malformed multipart form', 'body'));
      return;
    }
    let data: unknown;
    let failure: unknown;
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
    parser.on('file', (name, stream) => {
      stream.resume();
      failure ??= badInput(`${name}: file uploads are not accepted on this route`, name);
    });
    parser.on('error', () => reject(badInput('body: malformed multipart form', 'body')));
    parser.on('close', () => (failure ? reject(failure) : resolve(data)));
    req.pipe(parser);
  });
}
