import type { ReactNode } from 'react';
import { useHostPageByUrlSuspenseQuery } from './page-by-url.generated';
import { isBadInputError, isNotFoundError } from '../shared/errors/graphql-errors';
import type { ShownErrorCodes } from '../shared/toasts/query-error-link';
import { PageView } from './PageView';

interface PageByUrlProps {
  /** A public url, language prefix included (`/ru/ecommerce/products/linen-shirt`). */
  url: string;
  /** What to show when no page serves the url. */
  notFound: ReactNode;
  /** Shown with the page, only when there is one (the error page's notice). */
  alongside?: ReactNode;
  /** Shown in place of the page's main content, inside its header and footer (see PageView). */
  main?: ReactNode;
}

/** The host page serving `url`, rendered; other failures go to the nearest error boundary. */
export function PageByUrl({ url, notFound, alongside, main }: PageByUrlProps) {
  // A url no page serves, or one no page could (an undecodable or NUL segment the API refuses):
  // the not-found page says so, without a toast.
  const context: ShownErrorCodes = { shownErrorCodes: ['NOT_FOUND', 'BAD_USER_INPUT'] };
  const { data, error } = useHostPageByUrlSuspenseQuery({ variables: { url }, errorPolicy: 'all', context });
  if (isNotFoundError(error) || isBadInputError(error)) return notFound;
  if (error) throw error;
  if (!data) throw new Error(`The page ${url} did not load`);
  return (
    <>
      <PageView match={data.hostPageFindByUrl} url={url} publicUrl={data.serverInfo.publicUrl} main={main} />
      {alongside}
    </>
  );
}
