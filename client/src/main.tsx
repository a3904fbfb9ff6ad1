// Mantine's global styles; each component's own come with its code (scripts/mantine-styles-per-component.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
// The app's theme's variables and breakpoint classes (see AppMantineProvider.tsx).
import 'virtual:mantine-theme.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { APOLLO_STATE_ID, createApolloClient } from './app/apollo-client';
import { AppProviders } from './app/AppProviders';
import { CARRIED_ANSWERS_ID } from './app/carried-answers';
import { reportRecoverableError } from './app/recoverable-errors';
import { routes } from './app/routes';
import { arrivedWhole, ArrivedWholeContext } from './pages/page-shown';
import { takeWrittenFormats, WRITTEN_FORMATS_ID } from './shared/i18n/formatters';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A page the server rendered (see entry-server.tsx) carries the data it was rendered with: the
// cache starts with it, so hydrating asks the API nothing. Other urls (screens, the admin) come
// as the empty shell and are rendered here.
const state = document.getElementById(APOLLO_STATE_ID)?.textContent;
// And the answers its cache cannot hold (errors: the not-found page's lookup), answered once.
const carried = document.getElementById(CARRIED_ANSWERS_ID)?.textContent;

/** The app, with its router and API client made now. */
function app() {
  const router = createBrowserRouter(routes);
  const apolloClient = createApolloClient(carried ? JSON.parse(carried) : undefined);
  const tree = (
    <StrictMode>
      <ArrivedWholeContext.Provider value={arrivedWhole(Boolean(state))}>
        <AppProviders apolloClient={apolloClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </ArrivedWholeContext.Provider>
    </StrictMode>
  );
  return { tree, apolloClient };
}

/** Hands the main thread back to the browser (a tap, a frame) before going on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Takes over the page the server rendered, in steps the browser can answer between: a tap on a
 * page that is already shown must not wait for all of them. The app's code has just run; then
 * its router and API client are made (the router ranks every route); then the page's data goes
 * into the cache, with the texts the server wrote with Intl (making the first formatter loads
 * the locale's data, one long task on a phone); then React hydrates in a transition, which
 * yields between components.
 */
async function hydratePage(data: string) {
  await nextTask();
  const { tree, apolloClient } = app();
  await nextTask();
  apolloClient.cache.restore(JSON.parse(data));
  takeWrittenFormats(JSON.parse(document.getElementById(WRITTEN_FORMATS_ID)?.textContent ?? '{}'));
  await nextTask();
  startTransition(() => {
    hydrateRoot(container!, tree, { onRecoverableError: reportRecoverableError });
  });
}

if (state) void hydratePage(state);
else createRoot(container).render(app().tree);
