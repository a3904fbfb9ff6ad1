import { Suspense, useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { PageByUrl } from '../../pages/PageByUrl';
import { ErrorBoundary } from '../../shared/errors/ErrorBoundary';
import { languageOfPath, localizedPath } from '../../shared/i18n/language';
import { ErrorFallback } from './ErrorFallback';
import { ErrorNotice } from './ErrorNotice';
import { PageLoader } from './PageLoader';

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error && 'statusText' in error) return String(error.statusText);
  return String(error);
}

/**
 * What a page that failed to render shows: the site's own /500 page (in the visitor's
 * language) with the message and a Reload button; when that cannot be shown either, the
 * plain fallback.
 */
export function GlobalErrorPage() {
  const error = useRouteError();
  const language = languageOfPath(useLocation().pathname);
  const message = messageOf(error);

  useEffect(() => {
    console.error('The page failed to render', error);
  }, [error]);

  const fallback = <ErrorFallback message={message} />;
  return (
    <ErrorBoundary fallback={() => fallback}>
      <Suspense fallback={<PageLoader />}>
        <PageByUrl url={localizedPath('/500', language)} notFound={fallback} alongside={<ErrorNotice message={message} />} />
      </Suspense>
    </ErrorBoundary>
  );
}
