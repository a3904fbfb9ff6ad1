import { createContext, useContext } from 'react';

/** The signed-in subject, as much of it as the public site needs. */
export interface SessionSubject {
  id: string;
  email: string | null;
  roles: string[];
}

export interface SubjectSession {
  subject: SessionSubject | null;
}

/**
 * Who is signed in. Sign-in (the next part of the site) provides this context from the
 * session of the spec's section 4; without a provider every visitor is anonymous, which is
 * what the public site shows until then.
 */
export const SubjectSessionContext = createContext<SubjectSession>({ subject: null });

/** The signed-in subject, or null for an anonymous visitor. */
export function useSubject(): SessionSubject | null {
  return useContext(SubjectSessionContext).subject;
}
