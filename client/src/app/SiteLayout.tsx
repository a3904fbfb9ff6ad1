import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageLoader } from './pages/PageLoader';
import { useLanguage } from '../shared/i18n/use-language';

export function SiteLayout() {
  const language = useLanguage();

  // Screen readers, hyphenation and spell-checkers read the page's language from <html lang>.
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  // Navigations run in transitions: while the next page loads, the current one stays, and
  // this fallback only shows on the very first load.
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
