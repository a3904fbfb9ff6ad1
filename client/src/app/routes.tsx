import type { RouteObject } from 'react-router-dom';
import { GlobalErrorPage } from './pages/GlobalErrorPage';
import { PublicPage } from './pages/PublicPage';
import { screenRoutes } from './screen-routes';
import { SiteLayout } from './SiteLayout';

// Public pages are not routes of the client: every other url (language prefix included)
// is resolved by the host module, which knows the pages staff have built.
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <GlobalErrorPage />,
    children: [...screenRoutes, { path: '*', element: <PublicPage /> }],
  },
];
