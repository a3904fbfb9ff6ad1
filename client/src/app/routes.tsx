import type { RouteObject } from 'react-router-dom';
import { PREFIXED_LANGUAGES } from './language';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SiteLayout } from './SiteLayout';

// Every page answers unprefixed in the default language and again under each other
// language's prefix; the page reads its language from the URL (useLanguage).
const pageRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { path: '/', children: pageRoutes },
      ...PREFIXED_LANGUAGES.map((language) => ({ path: `/${language}`, children: pageRoutes })),
    ],
  },
];
