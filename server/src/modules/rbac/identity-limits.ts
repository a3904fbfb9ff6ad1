import type { RequestContext } from '../../core/request-context.js';

/**
 * The limits a new identity counts against, whatever its kind (an email, a wallet, a Telegram
 * account) and however it comes (a registration, a first sign-in, a link, a new address): the
 * registration limit of the caller's address, since an anonymous subject (`init`) given an
 * identity is as much an account as a registered one, and the subject's own limit once there is
 * a subject. Taken before any password is hashed: a refused add costs no argon2.
 */
export function identityAddKeys(context: RequestContext, subjectId?: string | null): string[] {
  return [`register:ip:${context.ip}`, ...(subjectId ? [`identity:subject:${subjectId}`] : [])];
}
