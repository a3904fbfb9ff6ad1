// Mantine's global styles; each component's own come with its code (scripts/mantine-styles-per-component.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { APOLLO_STATE_ID, createApolloClient } from './app/apollo-client';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/routes';
import { arrivedWhole, ArrivedWholeContext } from './modules/host/page-context';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A page the server rendered (see entry-server.tsx) carries the data it was rendered with: the
// cache starts with it, so hydrating asks the API nothing. Other urls (screens, the admin) come
// as the empty shell and are rendered here.
const state = document.getElementById(APOLLO_STATE_ID)?.textContent;

const router = createBrowserRouter(routes);
const apolloClient = createApolloClient();
const app = (
  <StrictMode>
    <ArrivedWholeContext.Provider value={arrivedWhole(Boolean(state))}>
      <AppProviders apolloClient={apolloClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </ArrivedWholeContext.Provider>
  </StrictMode>
);

if (state) {
  apolloClient.cache.restore(JSON.parse(state));
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
