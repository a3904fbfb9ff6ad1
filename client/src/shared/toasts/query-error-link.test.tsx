import { ApolloClient, ApolloLink, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { parse } from 'graphql';
import { of, throwError } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../ui/theme';
import { notifications } from '@mantine/notifications';
import { createQueryErrorLink, type ShownErrorCodes } from './query-error-link';
import { Toaster } from './Toaster';

// The toast link between the app and a stand-in API that answers what each test says.

const PROBE: TypedDocumentNode<{ probe: string }> = parse('query Probe { probe }');
const CHANGE: TypedDocumentNode<{ change: string }> = parse('mutation Change { change }');

const refused = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });

function clientAnswering(answer: () => ReturnType<ApolloLink['request']>) {
  return new ApolloClient({ link: ApolloLink.from([createQueryErrorLink(), new ApolloLink(() => answer())]), cache: new InMemoryCache() });
}

async function renderToaster() {
  await act(async () => {
    render(
      <MantineProvider theme={theme}>
        <Toaster />
      </MantineProvider>,
    );
  });
}

const errorToasts = () => screen.queryAllByRole('alert').map((toast) => toast.textContent);

describe('failed queries show a toast', () => {
  afterEach(() => {
    act(() => notifications.clean());
  });

  it("shows the server's message of a refused query as a sentence without its field, once for the same message", async () => {
    await renderToaster();
    // Two clients: two requests refused alike (one client would send the second query once).
    const clients = [1, 2].map(() => clientAnswering(() => of(refused('limit: must be at most 100', 'BAD_USER_INPUT'))));
    await act(async () => {
      await Promise.all(clients.map((client) => client.query({ query: PROBE }).catch(() => undefined)));
    });
    await waitFor(() => expect(errorToasts()).toEqual(['Must be at most 100']));
  });

  it('shows a network failure', async () => {
    await renderToaster();
    const client = clientAnswering(() => throwError(() => new TypeError('Failed to fetch')));
    await act(async () => {
      await client.query({ query: PROBE }).catch(() => undefined);
    });
    await waitFor(() => expect(errorToasts()).toEqual(['The site cannot be reached: check the connection and try again.']));
  });

  it('leaves alone what a screen shows itself, an ended session, and mutations (their forms toast them)', async () => {
    await renderToaster();
    const notFound = clientAnswering(() => of(refused('No page for /nowhere', 'NOT_FOUND')));
    const context: ShownErrorCodes = { shownErrorCodes: ['NOT_FOUND'] };
    const unauthenticated = clientAnswering(() => of(refused('Authentication required', 'UNAUTHENTICATED')));
    const mutationRefused = clientAnswering(() => of(refused('title: is required', 'BAD_USER_INPUT')));
    await act(async () => {
      await notFound.query({ query: PROBE, context }).catch(() => undefined);
      await unauthenticated.query({ query: PROBE }).catch(() => undefined);
      await mutationRefused.mutate({ mutation: CHANGE }).catch(() => undefined);
    });
    // The same NOT_FOUND without the screen's word for it is toasted: the toaster is listening.
    await act(async () => {
      await notFound.query({ query: PROBE, fetchPolicy: 'network-only' }).catch(() => undefined);
    });
    await waitFor(() => expect(errorToasts()).toEqual(['No page for /nowhere']));
  });
});
