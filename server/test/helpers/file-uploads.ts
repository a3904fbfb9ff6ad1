import type { TestServer } from './test-server.js';

export const FILES_ROUTE = '/api/file-storage/files';

export interface FilePart {
  content: Buffer;
  filename: string;
}

/** A REST multipart body: `data` as JSON (when given) and a part per file, named like its field. */
export function uploadForm(data: unknown, files: Record<string, FilePart>): FormData {
  const form = new FormData();
  if (data !== undefined) form.set('data', JSON.stringify(data));
  for (const [name, { content, filename }] of Object.entries(files)) form.set(name, new Blob([new Uint8Array(content)]), filename);
  return form;
}

/**
 * A GraphQL multipart request (graphql-multipart-request-spec), as apollo-upload-client sends
 * it: `operations`, then `map` (file index → variable paths), then the files.
 */
export async function graphqlUpload(
  server: TestServer,
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, FilePart>,
  headers: Record<string, string> = { 'apollo-require-preflight': 'true', ...server.asServer },
): Promise<{ status: number; data?: any; errors?: { message: string; extensions?: Record<string, any> }[] }> {
  const form = new FormData();
  const paths = Object.keys(files);
  form.set('operations', JSON.stringify({ query, variables }));
  form.set('map', JSON.stringify(Object.fromEntries(paths.map((path, index) => [String(index), [path]]))));
  paths.forEach((path, index) => form.set(String(index), new Blob([new Uint8Array(files[path].content)]), files[path].filename));
  const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers, body: form });
  const text = await response.text();
  try {
    return { status: response.status, ...JSON.parse(text) };
  } catch {
    return { status: response.status, errors: [{ message: text }] };
  }
}

/** Where a file field's value is read from: a url as is, a path under the server's /public. */
export const urlOf = (server: TestServer, location: string) => (/^https?:\/\//.test(location) ? location : `${server.url}/public${location}`);

export async function download(server: TestServer, location: string) {
  const response = await fetch(urlOf(server, location));
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

export const countFiles = async (server: TestServer) => (await server.rest('GET', `${FILES_ROUTE}/count`, { admin: true })).body.data as number;

/** The storage key in a location: its last three path segments (yyyy/mm/uuid-name.ext). */
export const keyIn = (location: string) => new URL(location, 'http://x').pathname.split('/').slice(-3).join('/');
