import { ApolloClient, ApolloLink, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { parse } from 'graphql';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { answerKey, carriedAnswersLink } from './carried-answers';

// The page's carried answers in front of a stand-in API that counts what it is asked.

const LOOKUP: TypedDocumentNode<{ lookup: string }, { url: string }> = parse('query Lookup($url: String!) { lookup(url: $url) }');
const NOT_FOUND = { data: null, errors: [{ message: 'No page serves /gone', extensions: { code: 'NOT_FOUND' } }] };

function clientCarrying(carried: Record<string, ApolloLink.Result>) {
  const asked: string[] = [];
  const api = new ApolloLink((operation) => {
    asked.push(String(operation.variables.url));
    return of({ data: { lookup: `page at ${String(operation.variables.url)}` } });
  });
  const client = new ApolloClient({ link: ApolloLink.from([carriedAnswersLink(carried), api]), cache: new InMemoryCache() });
  return { client, asked };
}

describe("a page's carried answers", () => {
  it('answer the query they were rendered from, once, without asking the API', async () => {
    const { client, asked } = clientCarrying({ [answerKey({ operationName: 'Lookup', variables: { url: '/gone' } })]: NOT_FOUND });
    const carried = await client.query({ query: LOOKUP, variables: { url: '/gone' }, errorPolicy: 'all' });
    expect(CombinedGraphQLErrors.is(carried.error) && carried.error.errors[0].extensions?.code).toBe('NOT_FOUND');
    expect(asked).toEqual([]);
    // Asked again (a later visit of the url), the query goes to the API.
    const again = await client.query({ query: LOOKUP, variables: { url: '/gone' }, errorPolicy: 'all', fetchPolicy: 'network-only' });
    expect(again.data).toEqual({ lookup: 'page at /gone' });
    expect(asked).toEqual(['/gone']);
  });

  it('leave other operations and other variables to the API', async () => {
    const { client, asked } = clientCarrying({ [answerKey({ operationName: 'Lookup', variables: { url: '/gone' } })]: NOT_FOUND });
    const other = await client.query({ query: LOOKUP, variables: { url: '/shop' } });
    expect(other.data).toEqual({ lookup: 'page at /shop' });
    expect(asked).toEqual(['/shop']);
  });

  it('are keyed alike whatever the order of the variables', () => {
    expect(answerKey({ operationName: 'Q', variables: { a: 1, b: 2 } })).toBe(answerKey({ operationName: 'Q', variables: { b: 2, a: 1 } }));
    expect(answerKey({ operationName: 'Q', variables: { a: 1 } })).not.toBe(answerKey({ operationName: 'R', variables: { a: 1 } }));
  });
});
