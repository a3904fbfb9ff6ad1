import { ApolloClient, ApolloLink, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { Observable, type Subscriber } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MAX_QUERIES_IN_FLIGHT, queryConcurrencyLink } from './query-concurrency-link';

// The concurrency link in front of a stand-in API that answers only when told to.

const ITEM: TypedDocumentNode<{ item: string }, { n: number }> = parse('query Item($n: Int!) { item(n: $n) }');
const SAVE: TypedDocumentNode<{ save: string }, { n: number }> = parse('mutation Save($n: Int!) { save(n: $n) }');

function standIn() {
  const open = new Map<number, Subscriber<ApolloLink.Result>>();
  const api = new ApolloLink(
    (operation) =>
      new Observable((subscriber) => {
        const n = operation.variables.n as number;
        open.set(n, subscriber);
        return () => open.delete(n);
      }),
  );
  const answer = (n: number) => {
    const subscriber = open.get(n)!;
    subscriber.next({ data: { item: `item ${n}`, save: `saved ${n}` } });
    subscriber.complete();
  };
  const client = new ApolloClient({ link: ApolloLink.from([queryConcurrencyLink(), api]), cache: new InMemoryCache() });
  return { client, open, answer };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('queries in flight', () => {
  it(`are at most ${MAX_QUERIES_IN_FLIGHT}: the next waits for one to end, in the order asked`, async () => {
    const { client, open, answer } = standIn();
    const results = Array.from({ length: 8 }, (_, n) => client.query({ query: ITEM, variables: { n } }));
    await settled();
    expect([...open.keys()]).toEqual([0, 1, 2, 3, 4]);
    answer(2);
    await settled();
    expect([...open.keys()]).toEqual([0, 1, 3, 4, 5]);
    for (const n of [0, 1, 3, 4, 5, 6, 7]) {
      answer(n);
      await settled();
    }
    expect((await Promise.all(results)).map((result) => result.data?.item)).toEqual(Array.from({ length: 8 }, (_, n) => `item ${n}`));
  });

  it('leave mutations alone, and a query dropped while waiting takes no place', async () => {
    const { client, open, answer } = standIn();
    for (let n = 0; n < MAX_QUERIES_IN_FLIGHT; n++) void client.query({ query: ITEM, variables: { n } });
    const dropped = client.watchQuery({ query: ITEM, variables: { n: 10 } }).subscribe(() => {});
    void client.query({ query: ITEM, variables: { n: 11 } });
    const saved = client.mutate({ mutation: SAVE, variables: { n: 20 } });
    await settled();
    expect([...open.keys()].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 20]);
    answer(20);
    expect((await saved).data?.save).toBe('saved 20');
    dropped.unsubscribe();
    answer(0);
    await settled();
    expect([...open.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 11]);
  });
});
