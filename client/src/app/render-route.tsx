import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { act, render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';
import { theme } from '../shared/ui/theme';
import { Toaster } from '../shared/toasts/Toaster';
import { mockedCache } from '../test/mocked-cache';

/** For the app's tests: renders the app's routes at `path`, with GraphQL answered by `mocks` only. */
export async function renderRoute(path: string, mocks: MockLink.MockedResponse[] = []) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // Awaited act: without it React 19 never retries what suspended (useSuspenseQuery, lazy).
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
    <MantineProvider theme={theme}>
      <MockedProvider mocks={mocks} cache={mockedCache()}>
        <RouterProvider router={router} />
      </MockedProvider>
      <Toaster />
    </MantineProvider>,
    );
  });
  return result as RenderResult;
}
