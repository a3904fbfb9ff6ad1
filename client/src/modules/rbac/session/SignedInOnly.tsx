import type { ReactNode } from 'react';
import { NotAuthorized } from './NotAuthorized';
import { useSubject } from './subject-session';

interface SignedInOnlyProps {
  children: ReactNode;
  /** What an anonymous visitor sees instead; 'Not authorized' by default. */
  fallback?: ReactNode;
}

/** Content for signed-in subjects only (CRM forms, private articles, the cart). */
export function SignedInOnly({ children, fallback = <NotAuthorized /> }: SignedInOnlyProps) {
  return useSubject() ? children : fallback;
}
