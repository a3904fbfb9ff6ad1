import { timingSafeEqual } from 'node:crypto';

/**
 * Who is asking. The server itself (a request carrying `X-RBAC-SECRET-KEY`), a signed-in
 * subject (with its role uids), or nobody.
 */
export type Actor =
  | { kind: 'server' }
  /** `sessionId`: the sign-in (refresh family) its access token belongs to. */
  | { kind: 'subject'; subjectId: string; roles: string[]; sessionId?: string }
  /** `tokenError`: a token came but was invalid or expired (answered 401 where sign-in is needed). */
  | { kind: 'anonymous'; tokenError?: boolean };

export const ADMIN_ROLE = 'admin';

export const isAdmin = (actor: Actor) =>
  actor.kind === 'server' || (actor.kind === 'subject' && actor.roles.includes(ADMIN_ROLE));

/** Compares in constant time, so the key cannot be guessed byte by byte from timings. */
export function isSecretKey(given: unknown, secretKey: string): boolean {
  if (typeof given !== 'string' || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secretKey);
  return a.length === b.length && timingSafeEqual(a, b);
}
