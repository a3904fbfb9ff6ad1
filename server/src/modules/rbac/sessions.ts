import type { EntityManager } from '@mikro-orm/postgresql';
import { requireSubject, signedInSubject } from '../../core/access/session.js';
import type { RequestContext } from '../../core/request-context.js';
import { emit } from '../../core/events/bus.js';
import { subjectSignedIn } from '../../core/events/catalogue.js';
import { signAccessToken } from './access-token.js';
import { AppError } from '../../core/errors.js';
import { issueRefreshToken, RefreshJustUsed, revokeAllOf, revokeFamily, rotateRefreshToken } from './refresh-tokens.js';
import { clearSessionCookie } from './session-cookie.js';
import { RbacIdentity } from './entities.js';
import { identityAddKeys } from './identity-limits.js';
import { addIdentity, createSubject, identitiesOf, subjectOfIdentity } from './subjects.js';
import { dataObject } from './validation.js';
import { rowsOf } from '../../core/crud/repository.js';

export interface Tokens {
  jwt: string;
  refresh: string;
}

/** A new sign-in: a refresh family of its own, and an access token bound to it. */
export async function tokensFor(context: RequestContext, subjectId: string): Promise<Tokens> {
  const { refresh, familyId } = await issueRefreshToken(context.em, context.config, subjectId);
  return { jwt: signAccessToken(context.config, subjectId, familyId), refresh };
}

/**
 * Signing in to an account from an anonymous subject (a visitor who filled a cart first): the
 * cart goes with the visitor into the account.
 */
export async function keepVisitorCart(context: RequestContext, em: EntityManager, subjectId: string) {
  const current = signedInSubject(context.actor);
  if (!current || current === subjectId || (await identitiesOf(em, current)).length) return;
  await emit(em, subjectSignedIn, { context, visitorId: current, subjectId });
}

/** The signed-in visitor, when it has no identity yet: a sign-up makes it the account. */
export async function anonymousVisitor(context: RequestContext, em: EntityManager): Promise<string | null> {
  const current = signedInSubject(context.actor);
  return current && !(await identitiesOf(em, current)).length ? current : null;
}

/**
 * The subject an external identity (a wallet, a Telegram account) signs in: its owner when the
 * identity is known (a visitor's cart goes along), else the anonymous visitor or a new subject,
 * which gets the identity: a registration, limited as one. Checked and made under a lock on the
 * identity: two first sign-ins at once make one subject.
 */
export async function subjectSigningInWith(context: RequestContext, provider: 'EVM' | 'telegram', account: string): Promise<string> {
  return context.em.transactional(async (em) => {
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`identity:${provider}:${account}`]);
    const identity = await rowsOf(em, RbacIdentity).findOne({ provider, account });
    if (identity) {
      const known = (await subjectOfIdentity(em, identity.id))!;
      await keepVisitorCart(context, em, known);
      return known;
    }
    const visitor = await anonymousVisitor(context, em);
    await context.limiter.take(identityAddKeys(context, visitor));
    const subjectId = visitor ?? (await createSubject({ ...context, em }));
    await addIdentity({ ...context, em }, subjectId, { provider, account });
    return subjectId;
  });
}

/**
 * Exchanges a refresh token (single use) for new tokens. Refused (none given, unknown, expired,
 * revoked, reused), the session is over in this browser too: the refusal clears the access
 * cookie, so a visitor the site now shows as signed out is signed out on the API as well. Not
 * when another refresh with the same token has just won: the cookie is that refresh's session.
 */
export async function refreshSession(context: RequestContext, input: unknown): Promise<Tokens> {
  const data = input === undefined || input === null ? {} : dataObject(input);
  try {
    const { subjectId, refresh, familyId } = await rotateRefreshToken(context, data.refresh);
    return { jwt: signAccessToken(context.config, subjectId, familyId), refresh };
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAUTHENTICATED' && !(error instanceof RefreshJustUsed)) clearSessionCookie(context.res, context.config);
    throw error;
  }
}

/** An anonymous subject with its tokens: a visitor's cart before sign-up. */
export async function startVisit(context: RequestContext): Promise<Tokens> {
  // Every visitor's cart starts here: a generous limit per address, refused before anything is written.
  await context.limiter.take([`init:ip:${context.ip}`]);
  return tokensFor(context, await context.em.transactional((em) => createSubject({ ...context, em })));
}

/** Ends this session: the family of the refresh token given, and that of the access token. */
export async function logout(context: RequestContext, input: unknown) {
  const refresh = input && typeof input === 'object' ? (input as { refresh?: unknown }).refresh : undefined;
  const actor = context.actor;
  await revokeFamily(context, { token: refresh, familyId: actor.kind === 'subject' ? actor.sessionId : undefined });
}

/** Ends every session of the signed-in subject, this one included. */
export async function logoutEverywhere(context: RequestContext) {
  await revokeAllOf(context, requireSubject(context.actor));
}
