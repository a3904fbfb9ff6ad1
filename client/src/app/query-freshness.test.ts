import type { TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { filter, firstValueFrom, tap } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from './apollo-client';
import { STALE_TIME_MS } from './query-freshness';

// The app's client against a stand-in API (its fetch): which watched queries reach the API, by
// the age of their answer.

const PRICE: TypedDocumentNode<{ price: number }, { id: string }> = parse('query Price($id: ID!) { price(id: $id) }');

let asked: string[];
let price: number;

beforeEach(() => {
  asked = [];
  price = 10;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://site.test');
    const body = init?.body ? (JSON.parse(String(init.body)) as { variables?: { id: string } }) : undefined;
    const variables = body?.variables ?? (JSON.parse(url.searchParams.get('variables') ?? '{}') as { id: string });
    asked.push(variables.id);
    return new Response(JSON.stringify({ data: { price: price } }), { headers: { 'content-type': 'application/json' } });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Watches the query until its answer settles (after a background refetch, the fresh one); returns what the screen was shown. */
async function watch(client: ReturnType<typeof createApolloClient>, id: string) {
  const shown: number[] = [];
  const observable = client.watchQuery({ query: PRICE, variables: { id } });
  await firstValueFrom(
    observable.pipe(
      tap((result) => result.data?.price !== undefined && shown.push(result.data.price)),
      filter((result) => !result.loading),
    ),
  );
  return shown;
}

describe('a watched query', () => {
  it('is read from the cache for 60 s after its answer, then shown from the cache and asked again in the background', async () => {
    const client = createApolloClient();
    expect(await watch(client, 'a')).toEqual([10]);
    expect(asked).toEqual(['a']);

    price = 11;
    vi.setSystemTime(Date.now() + STALE_TIME_MS - 1_000);
    expect(await watch(client, 'a')).toEqual([10]);
    expect(asked).toEqual(['a']);

    vi.setSystemTime(Date.now() + 2_000);
    // Stale: the cached price shows at once, the API's new one follows.
    expect(await watch(client, 'a')).toEqual([10, 11]);
    expect(asked).toEqual(['a', 'a']);

    // Fresh again from that answer.
    expect(await watch(client, 'a')).toEqual([11]);
    expect(asked).toEqual(['a', 'a']);
  });

  it('keeps the fetch policy a screen names', async () => {
    const client = createApolloClient();
    await watch(client, 'b');
    const observable = client.watchQuery({ query: PRICE, variables: { id: 'b' }, fetchPolicy: 'network-only' });
    price = 12;
    await firstValueFrom(observable.pipe(filter((result) => result.data?.price === 12)));
    expect(asked).toEqual(['b', 'b']);
  });
});
