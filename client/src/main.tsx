import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createApolloClient } from './app/apollo-client';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createBrowserRouter(routes);

createRoot(container).render(
  <StrictMode>
    <AppProviders apolloClient={createApolloClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
