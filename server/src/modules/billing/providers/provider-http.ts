/** How long a provider may take to answer before the checkout gives up. */
const CHECKOUT_TIMEOUT_MS = 20_000;

/**
 * One call to a provider's API, answering its body as text. An unreachable provider or a
 * refusal is a fault of the server's setup, not of the payer's input: it is thrown as a plain
 * error (logged with the provider's answer, answered as a 500): the checkout rolls back, and a
 * webhook that needed the call is retried by its provider.
 */
export async function callProvider(provider: string, url: string, init: RequestInit, timeoutMs = CHECKOUT_TIMEOUT_MS): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new Error(`${provider}: ${init.method ?? 'GET'} ${url} failed: ${(error as Error).message}`, { cause: error });
  }
  const text = await response.text();
  if (!response.ok) throw new Error(`${provider}: ${init.method ?? 'GET'} ${url} answered ${response.status}: ${text.slice(0, 500)}`);
  return text;
}

/** A provider's JSON answer; anything else is reported with what came instead. */
export function parseAnswer<T>(provider: string, text: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`${provider}: expected a JSON answer, got: ${text.slice(0, 300)}`);
  }
}
