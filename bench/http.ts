/** Sequential calls the bench makes to prepare and check its data (not measured). */

export class BenchRequestError extends Error {
  override name = 'BenchRequestError';
}

/** A GraphQL call; any error in the answer stops the bench with the message. */
export async function graphql<T = unknown>(url: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!response.ok || body.errors?.length || !body.data) {
    throw new BenchRequestError(`GraphQL ${response.status}: ${JSON.stringify(body.errors ?? body).slice(0, 400)} for ${query.slice(0, 80)}`);
  }
  return body.data;
}

/** A REST call answering `body.data`; a non-2xx answer stops the bench. */
export async function rest<T = unknown>(url: string, method: string, path: string, options: { json?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...(options.json === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
    body: options.json === undefined ? undefined : JSON.stringify({ data: options.json }),
  });
  const text = await response.text();
  if (!response.ok) throw new BenchRequestError(`${method} ${path.slice(0, 120)}: ${response.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}
