import { ApolloClient, ApolloLink, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { parse } from 'graphql';
import { delay, of } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRefreshToken, storeRefreshToken } from './refresh-token';
import { createSessionRefreshLink } from './session-refresh-link';
import { useSubject } from './subject-session';
import { SubjectSessionProvider } from './SubjectSessionProvider';

// The session refresh link between the app and a stand-in server whose access cookie expires:
// requests carry the cookie of the moment they are sent, the refresh (plain fetch) rotates it.

const PROBE: TypedDocumentNode<{ probe: string }, { n: number }> = parse('query Probe($n: Int!) { probe(n: $n) }');

const unauthenticated = { errors: [{ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED', status: 401 } }] };

interface StandIn {
  client: ApolloClient;
  /** Each request the API received: its operation and the access cookie it carried. */
  received: { operation: string; cookie: string }[];
  /** The refresh tokens the refresh calls sent, in order. */
  refreshes: string[];
  /** The access cookie's lifetime ends: the next requests are refused until a refresh. */
  expireCookie: () => void;
}

/**
 * A client whose API answers UNAUTHENTICATED until the cookie is fresh. `refreshAnswers`
 * says what each refresh call gets: a new refresh token (and a fresh cookie), or a refusal.
 */
function standIn(refreshAnswers: (string | 'refused')[], subject = { id: 'subject-1', email: 'ada@example.com' }): StandIn {
  let cookie = 'expired';
  const received: StandIn['received'] = [];
  const refreshes: string[] = [];
  const api = new ApolloLink((operation) => {
    const carried = cookie;
    received.push({ operation: operation.operationName ?? '', cookie: carried });
    const answer = () => {
      if (carried === 'expired') return unauthenticated;
      if (operation.operationName === 'RbacMe') {
        return {
          data: {
            rbacMe: {
              __typename: 'RbacSubject',
              id: subject.id,
              slug: subject.id,
              identities: [{ __typename: 'RbacIdentity', id: 'identity-1', provider: 'email_and_password', email: subject.email, account: null }],
              roles: [],
            },
          },
        };
      }
      return { data: { probe: `answer ${operation.variables.n} with ${carried}` } };
    };
    // Answered a moment later, as a network would: concurrent requests are all in flight at once.
    return of(answer()).pipe(delay(10));
  });

  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { operationName: string; variables: { refresh: string } };
      expect(body.operationName).toBe('RbacAuthenticationRefresh');
      refreshes.push(body.variables.refresh);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const next = refreshAnswers[refreshes.length - 1];
      if (next === undefined || next === 'refused') {
        return json({ data: null, errors: [{ message: 'Refresh token revoked', extensions: { code: 'UNAUTHENTICATED' } }] });
      }
      cookie = `cookie for ${next}`;
      return json({ data: { rbacAuthenticationRefresh: { jwt: cookie, refresh: next } } });
    }),
  );

  const client = new ApolloClient({ link: ApolloLink.from([createSessionRefreshLink(), api]), cache: new InMemoryCache() });
  return { client, received, refreshes, expireCookie: () => (cookie = 'expired') };
}

const json = (body: object) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

const probe = (client: ApolloClient, n: number) => client.query({ query: PROBE, variables: { n }, fetchPolicy: 'network-only' });

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  // Leaving the session navigates to the root: recorded instead.
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the session refresh link', () => {
  it('answers many requests refused at once after one refresh, each retried with the new cookie', async () => {
    storeRefreshToken('refresh-1');
    const { client, received, refreshes } = standIn(['refresh-2']);

    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => probe(client, n)));

    expect(answers.map((answer) => answer.data?.probe)).toEqual([1, 2, 3, 4, 5].map((n) => `answer ${n} with cookie for refresh-2`));
    // One exchange: a second one would reuse the single-use token and revoke the whole family.
    expect(refreshes).toEqual(['refresh-1']);
    expect(readRefreshToken()).toBe('refresh-2');
    expect(received.filter((request) => request.cookie === 'expired')).toHaveLength(5);
    expect(received.filter((request) => request.cookie === 'cookie for refresh-2')).toHaveLength(5);
    expect(assign).not.toHaveBeenCalled();
  });

  it('refreshes again, with the rotated token, when the new cookie expires in its turn', async () => {
    storeRefreshToken('refresh-1');
    const { client, refreshes, expireCookie } = standIn(['refresh-2', 'refresh-3']);
    await Promise.all([probe(client, 1), probe(client, 2)]);
    expect(refreshes).toEqual(['refresh-1']);

    expireCookie();
    const answers = await Promise.all([probe(client, 3), probe(client, 4)]);
    expect(answers.map((answer) => answer.data?.probe)).toEqual(['answer 3 with cookie for refresh-3', 'answer 4 with cookie for refresh-3']);
    expect(refreshes).toEqual(['refresh-1', 'refresh-2']);
    expect(readRefreshToken()).toBe('refresh-3');
  });

  it('signs the visitor out and sends them to the root when the one refresh of all the refused requests fails', async () => {
    storeRefreshToken('refresh-1');
    const { client, received, refreshes } = standIn(['refused']);

    const outcomes = await Promise.allSettled([1, 2, 3].map((n) => probe(client, n)));

    expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? (outcome.reason as Error).message : 'answered'))).toEqual([
      'Authentication required',
      'Authentication required',
      'Authentication required',
    ]);
    expect(refreshes).toEqual(['refresh-1']);
    expect(readRefreshToken()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
    expect(new Set(assign.mock.calls.map(([target]) => target))).toEqual(new Set(['/']));
    // Nothing was sent again with the refused session.
    expect(received).toHaveLength(3);
  });

  it('passes the refusal on without a refresh when nobody is signed in', async () => {
    const { client, refreshes } = standIn(['refresh-2']);
    await expect(probe(client, 1)).rejects.toThrow('Authentication required');
    expect(refreshes).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('the session as the site shows it', () => {
  function Who() {
    const subject = useSubject();
    return <p>{subject ? `Signed in as ${subject.email}` : 'Anonymous'}</p>;
  }

  async function renderSession(client: ApolloClient) {
    await act(async () => {
      render(
        <ApolloProvider client={client}>
          <SubjectSessionProvider>
            <Who />
          </SubjectSessionProvider>
        </ApolloProvider>,
      );
    });
  }

  it('keeps a visitor whose access cookie expired signed in, after one refresh', async () => {
    storeRefreshToken('refresh-1');
    const { client, refreshes } = standIn(['refresh-2']);
    await renderSession(client);
    expect(await screen.findByText('Signed in as ada@example.com')).toBeTruthy();
    expect(refreshes).toEqual(['refresh-1']);
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows a visitor whose refresh is refused as signed out, sent to the root', async () => {
    storeRefreshToken('refresh-1');
    const { client, refreshes } = standIn(['refused']);
    await renderSession(client);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(screen.getByText('Anonymous')).toBeTruthy();
    expect(refreshes).toEqual(['refresh-1']);
    expect(readRefreshToken()).toBeNull();
  });
});
