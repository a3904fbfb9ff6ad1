import type { RequestContext } from '../../core/request-context.js';
import { badInput, conflict, notFound } from '../../core/errors.js';
import type { RowOf } from '../../core/model/row.js';
import { RbacIdentity } from './entities.js';
import { confirmationMailKey, confirmPendingEmail, isPending, pendEmail, refuseTakenEmail } from './email-confirmation.js';
import { identityAddKeys } from './identity-limits.js';
import { hashPassword, verifyPassword } from './password.js';
import { revokeAllOf } from './refresh-tokens.js';
import { subjectActedOn } from './self.js';
import { addIdentity, identitiesOf, subjectOfIdentity } from './subjects.js';
import { checkEmail, checkPassword, checkString, dataObject } from './validation.js';
import { rowsOf } from '../../core/crud/repository.js';

type Identity = RowOf<typeof RbacIdentity>;

/** An identity as any API may show it: never its password, salt or code. */
export const publicIdentity = (row: Identity) => ({
  id: row.id,
  provider: row.provider,
  email: row.email ?? null,
  // The address waiting for its code (never the code), and until when.
  pendingEmail: row.pendingEmail ?? null,
  pendingEmailExpiresAt: row.pendingEmailExpiresAt ?? null,
  account: row.account ?? null,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  variant: row.variant,
});

/** The identities of a subject, without their secrets. */
export async function identities(context: RequestContext, subjectId: string) {
  await subjectActedOn(context, subjectId);
  return (await identitiesOf(context.em, subjectId)).map(publicIdentity);
}

/**
 * A new email-and-password identity for a subject without one (a wallet or Telegram user, an
 * anonymous visitor): its address is pending until the code mailed to it is confirmed
 * (`confirmEmail`). One email identity per subject; one whose address lapsed unconfirmed makes
 * way for the new one.
 */
export async function addEmailIdentity(context: RequestContext, subjectId: string, input: unknown) {
  await subjectActedOn(context, subjectId);
  const data = dataObject(input);
  const email = checkEmail(data.email ?? data.login, 'email');
  const password = checkPassword(data.password, 'password');
  await context.limiter.take([...identityAddKeys(context, subjectId), confirmationMailKey(email)]);
  const id = await context.em.transactional(async (em) => {
    // Two adds at once for one subject: one after the other, so the second finds the first.
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`email-identity:${subjectId}`]);
    const own = (await identitiesOf(em, subjectId)).filter((row) => row.provider === 'email_and_password');
    const lapsed = own.filter((row) => !row.email && !isPending(row));
    if (own.length > lapsed.length) throw conflict('email: this subject has an email identity already: change its address instead', 'email');
    if (lapsed.length) await rowsOf(em, RbacIdentity).deleteWhere({ id: { $in: lapsed.map((row) => row.id) } });
    await refuseTakenEmail(em, email);
    const added = await addIdentity({ ...context, em }, subjectId, { provider: 'email_and_password' }, { password: await hashPassword(password) });
    await pendEmail(em, await rowsOf(em, RbacIdentity).findOneOrFail({ id: added }), email, subjectId);
    return added;
  });
  return publicIdentity(await rowsOf(context.em, RbacIdentity).findOneOrFail({ id }));
}

async function ownIdentity(context: RequestContext, subjectId: string, identityId: string): Promise<Identity> {
  await subjectActedOn(context, subjectId);
  const identity = (await identitiesOf(context.em, subjectId)).find((row) => row.id === identityId);
  if (!identity) throw notFound(`Identity ${identityId} not found`);
  return identity;
}

/** Confirms the identity's pending address with the code mailed to it (`{code}`). */
export async function confirmEmail(context: RequestContext, subjectId: string, identityId: string, input: unknown) {
  const identity = await ownIdentity(context, subjectId, identityId);
  return publicIdentity(await confirmPendingEmail(context, subjectId, identity, input));
}

/**
 * Change email (`{email, password}`) or password (`{password, newPassword}`): either needs
 * the current password, so that a stolen access token cannot take the account over. A new
 * email is pending until confirmed by the code mailed to it (`confirmEmail`), as when added. A
 * new password ends every session of the subject, this one included (the client signs in again).
 */
export async function updateIdentity(context: RequestContext, subjectId: string, identityId: string, input: unknown) {
  const identity = await ownIdentity(context, subjectId, identityId);
  const data = dataObject(input);
  if (data.newPassword !== undefined) {
    const current = checkPassword(data.password, 'password');
    const next = checkPassword(data.newPassword, 'newPassword');
    await checkCurrentPassword(context, subjectId, identity, current);
    identity.password = await hashPassword(next);
    await context.em.flush();
    await revokeAllOf(context, subjectId);
  } else if (data.email !== undefined) {
    const email = checkEmail(data.email, 'email');
    const current = checkString(data.password, 'password');
    // A new address is an identity added: refused before the password's check once the limits
    // are used up, counted once the password is right.
    const keys = [...identityAddKeys(context, subjectId), confirmationMailKey(email)];
    await context.limiter.check(keys);
    await checkCurrentPassword(context, subjectId, identity, current);
    if (email === identity.email) {
      // Back to the current address: a change waiting for its code is called off.
      Object.assign(identity, { pendingEmail: null, pendingEmailCode: null, pendingEmailExpiresAt: null });
      await context.em.flush();
    } else {
      await context.limiter.count(keys);
      await refuseTakenEmail(context.em, email);
      // The current address goes on signing in until the code mailed to the new one confirms it.
      await pendEmail(context.em, identity, email, subjectId);
    }
  } else throw badInput('data: give email and password, or password and newPassword', 'data');
  return publicIdentity(identity);
}

/** The current password of an identity; wrong ones count against the rate limit. */
async function checkCurrentPassword(context: RequestContext, subjectId: string, identity: Identity, password: string) {
  const keys = [`password:subject:${subjectId}`];
  await context.limiter.check(keys);
  if (!(await verifyPassword(identity.password, password))) {
    await context.limiter.count(keys);
    throw badInput('password: the current password is wrong', 'password');
  }
}

export async function deleteIdentity(context: RequestContext, subjectId: string, identityId: string) {
  const identity = await ownIdentity(context, subjectId, identityId);
  if ((await identitiesOf(context.em, subjectId)).length <= 1) {
    throw badInput('identityId: a subject cannot delete its last identity', 'identityId');
  }
  await rowsOf(context.em, RbacIdentity).deleteWhere({ id: identity.id });
  // A public profile page shows its subject's kinds of identities.
  context.onWrite({ deleted: [RbacIdentity] });
  return publicIdentity(identity);
}

/** The identity whose password changes by `PATCH /api/rbac/identities/{id}/change-password`. */
export async function changePasswordOfIdentity(context: RequestContext, identityId: string, input: unknown) {
  const subjectId = await subjectOfIdentity(context.em, identityId);
  if (!subjectId) throw notFound(`Identity ${identityId} not found`);
  return updateIdentity(context, subjectId, identityId, { ...dataObject(input), newPassword: dataObject(input).newPassword ?? null });
}
