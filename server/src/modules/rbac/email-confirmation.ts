import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../core/request-context.js';
import { rowsOf } from '../../core/crud/repository.js';
import { badInput, conflict } from '../../core/errors.js';
import type { RowOf } from '../../core/model/row.js';
import { tableOf } from '../../core/model/tables.js';
import { queueNotification } from '../notification/queue.js';
import { RbacIdentity } from './entities.js';
import { codeHash, newMailedCode } from './mailed-codes.js';
import { checkString, dataObject } from './validation.js';

type Identity = RowOf<typeof RbacIdentity>;

/** Confirmation mails to one address, from every subject and address: spaced past a few (see LIMITS). */
export const confirmationMailKey = (email: string) => `confirm-email:address:${email}`;

/** An account (a proven email identity) signs in with this address already: 409. */
export async function refuseTakenEmail(em: EntityManager, email: string) {
  if (await rowsOf(em, RbacIdentity).findOne({ email, provider: 'email_and_password' })) {
    throw conflict('email: an account with this email already exists', 'email');
  }
}

/**
 * Makes `email` the identity's pending address and mails it a single-use code that confirms it
 * (valid one hour, like a reset code; one mailed before stops working). Until then the address
 * signs nothing in, receives no reset and blocks no registration: only `email` does those.
 * Written together with the mail, in one flush.
 */
export async function pendEmail(em: EntityManager, identity: Identity, email: string, subjectId: string) {
  const { code, hash, expiresAt } = newMailedCode();
  identity.pendingEmail = email;
  identity.pendingEmailCode = hash;
  identity.pendingEmailExpiresAt = expiresAt;
  await queueNotification(em, { variant: 'confirm-email', recipient: email, subjectId, payload: { code, email } });
}

/** Whether a pending address may still be confirmed. */
export const isPending = (identity: Identity) => Boolean(identity.pendingEmail && identity.pendingEmailExpiresAt && identity.pendingEmailExpiresAt > new Date());

/**
 * Confirms an identity's pending address with the code mailed to it: the address becomes the
 * identity's email (its first, or in place of the old one). The code works once; wrong ones
 * count against the limits of the caller's address and of the subject. An address somebody
 * registered meanwhile stays theirs: the pending one is dropped (409).
 */
export async function confirmPendingEmail(context: RequestContext, subjectId: string, identity: Identity, input: unknown): Promise<Identity> {
  const code = checkString(dataObject(input).code, 'code');
  const keys = [`confirm-email:ip:${context.ip}`, `confirm-email:subject:${subjectId}`];
  await context.limiter.check(keys);
  const email = identity.pendingEmail;
  const outcome = !email
    ? 'invalid'
    : await context.em.transactional(async (em) => {
        // Registration takes the same lock: one of them at a time checks the address and takes it.
        await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`identity:${email}`]);
        const taken = await rowsOf(em, RbacIdentity).findOne({ email, provider: 'email_and_password', id: { $ne: identity.id } });
        // The statement that accepts the code uses it up.
        const { table, column } = tableOf(RbacIdentity);
        const [used] = await em.execute(
          `update ${table} set ${taken ? '' : `${column('email')} = ${column('pendingEmail')}, `}${column('pendingEmail')} = null, ${column('pendingEmailCode')} = null,
                  ${column('pendingEmailExpiresAt')} = null, ${column('updatedAt')} = now()
            where ${column('id')} = ? and ${column('pendingEmail')} = ? and ${column('pendingEmailCode')} = ? and ${column('pendingEmailExpiresAt')} > now()
            returning ${column('id')}`,
          [identity.id, email, codeHash(code)],
        );
        return !used ? 'invalid' : taken ? 'taken' : 'confirmed';
      });
  if (outcome === 'invalid') {
    await context.limiter.count(keys);
    throw badInput('code: invalid or expired', 'code');
  }
  if (outcome === 'taken') throw conflict('email: an account with this email already exists', 'email');
  rowsOf(context.em, RbacIdentity).forgetId(identity.id);
  return rowsOf(context.em, RbacIdentity).findOneOrFail({ id: identity.id });
}
