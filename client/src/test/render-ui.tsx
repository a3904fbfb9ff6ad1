import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { act, render, type RenderResult } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '../shared/ui/theme';
import { Toaster } from '../shared/toasts/Toaster';
import { type SessionSubject, SubjectSessionContext } from '../shared/session/subject-session';
import { mockedCache } from './mocked-cache';

interface RenderUiOptions {
  /** The url the component is rendered at (its language comes from it). */
  path?: string;
  /** GraphQL answers; anything else fails. */
  mocks?: MockLink.MockedResponse[];
  /** A signed-in subject, or none (anonymous). */
  subject?: SessionSubject | null;
  /** The session's anonymous subject maker (see SubjectSession.ensure). */
  ensure?: () => Promise<string>;
}

/** Renders a component with the app's providers around it, at `path`. */
export async function renderUi(ui: ReactNode, { path = '/', mocks = [], subject = null, ensure }: RenderUiOptions = {}) {
  // Awaited act: without it React 19 never retries what suspended (useSuspenseQuery, lazy).
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
    <MantineProvider theme={theme}>
      <MockedProvider mocks={mocks} cache={mockedCache()}>
        <SubjectSessionContext.Provider value={{ subject, ensure }}>
          <MemoryRouter initialEntries={[path]}>
            {/* Mantine adds style tags to the container: tests read what the component rendered here. */}
            <div data-testid="rendered">
              <Suspense fallback={null}>{ui}</Suspense>
            </div>
          </MemoryRouter>
        </SubjectSessionContext.Provider>
      </MockedProvider>
      <Toaster />
    </MantineProvider>,
    );
  });
  return result as RenderResult;
}
