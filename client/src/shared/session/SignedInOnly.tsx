import type { ReactNode } from 'react';
import { NotAuthorized } from './NotAuthorized';
import { useSessionPending, useSubject } from './subject-session';

interface SignedInOnlyProps {
  children: ReactNode;
  /** What an anonymous visitor sees instead; 'Not authorized' by default. */
  fallback?: ReactNode;
}

/**
 * Content for signed-in subjects only (private articles, the cart); nothing while the session is
 * not known yet (a signed-in visitor is never told 'Not authorized' while the session loads).
 */
export function SignedInOnly({ children, fallback = <NotAuthorized /> }: SignedInOnlyProps) {
  const subject = useSubject();
  if (useSessionPending()) return null;
  return subject ? children : fallback;
}
