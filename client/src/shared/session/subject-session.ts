import { createContext, useContext } from 'react';

/** One way the subject signs in: an email and password, or a wallet (provider 'EVM'). */
export interface SessionIdentity {
  id: string;
  provider: string;
  email: string | null;
  account: string | null;
}

/** The signed-in subject, as much of it as the public site needs. */
export interface SessionSubject {
  id: string;
  email: string | null;
  /** Role titles, shown in the account menu. */
  roles: string[];
  /** Empty for an anonymous subject made by `init`: the site then offers a Login button. */
  identities?: SessionIdentity[];
}

/** The role whose subjects may use the admin (the server's ADMIN_ROLE). */
export const ADMIN_ROLE_UID = 'admin';

/** True when one of the roles is the admin role. */
export function hasAdminRole(roles: readonly { uid: string }[] | null | undefined): boolean {
  return Boolean(roles?.some((role) => role.uid === ADMIN_ROLE_UID));
}

/** The tokens every sign-in call answers. */
export interface SessionTokens {
  jwt: string;
  refresh: string;
}

export interface SubjectSession {
  subject: SessionSubject | null;
  /**
   * True until the browser first knows who the visitor is: in the server's render and the
   * browser's hydration of it (the session lives in the browser's storage), and while a stored
   * session loads. What differs between a guest and a signed-in subject (Login, the cart's
   * buttons) shows a neutral placeholder meanwhile, never the guest's version. The server's
   * render is thus the same for everyone, and its page cache may share it.
   */
  pending?: boolean;
  /** Stores the tokens of a sign-in and loads the subject they belong to. */
  start?: (tokens: SessionTokens) => Promise<void>;
  /** Logs out on the server and forgets the tokens. */
  end?: () => Promise<void>;
  /** Ends every session of the subject (other devices too) and forgets the tokens. */
  endEverywhere?: () => Promise<void>;
  /**
   * The signed-in subject's id; for an anonymous visitor, a new anonymous subject's (the
   * cart needs one). Made on first need only, so that crawlers create no subjects.
   */
  ensure?: () => Promise<string>;
}

/**
 * Who is signed in, provided by `SubjectSessionProvider` from the visitor's session cookies
 * (the subject loaded once, an expired access token refreshed once); without a provider every
 * visitor is anonymous (tests, isolated widgets).
 */
export const SubjectSessionContext = createContext<SubjectSession>({ subject: null });

/** The signed-in subject, or null for an anonymous visitor. */
export function useSubject(): SessionSubject | null {
  return useContext(SubjectSessionContext).subject;
}

/** Whether who the visitor is is still unknown (see SubjectSession.pending). */
export function useSessionPending(): boolean {
  return useContext(SubjectSessionContext).pending ?? false;
}

/** The whole session: the subject and what changes it. */
export function useSubjectSession(): SubjectSession {
  return useContext(SubjectSessionContext);
}
