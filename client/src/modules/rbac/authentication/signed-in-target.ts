import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { authenticationPaths, SIGNED_IN_REDIRECT } from './paths';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';

// A page that needs a signed-in subject (the admin) sends a visitor to the sign-in with where
// they were going (`?next=/admin`); signing in lands there instead of the site root.

const NEXT = 'next';

/** The sign-in, asked to come back to `path` (a path of this site) once signed in. */
export const signInPath = (path: string) => `${authenticationPaths.selectMethod}?${new URLSearchParams({ [NEXT]: path })}`;

/**
 * A path of this site to come back to: one slash first (`//evil.example` and `/\evil.example`
 * are other sites to a browser), no control characters; undefined otherwise.
 */
export function sameSitePath(value: string | null): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f]/.test(value) ? undefined : value;
}

/** Where a sign-in goes on success: the page that asked for it, else the configured success redirect. */
export function useSignedInTarget(): () => string {
  const [params] = useSearchParams();
  const to = useLocalizedPath();
  const next = sameSitePath(params.get(NEXT));
  return useCallback(() => next ?? to(SIGNED_IN_REDIRECT), [next, to]);
}
