import type { RequestContext } from '../../core/request-context.js';
import { badInput } from '../../core/errors.js';
import { tableOf } from '../../core/model/tables.js';
import { queueNotification } from '../notification/queue.js';
import { RbacIdentity } from './entities.js';
import { codeHash, newMailedCode } from './mailed-codes.js';
import { hashPassword } from './password.js';
import { revokeAllOf } from './refresh-tokens.js';
import { subjectOfIdentity } from './subjects.js';
import { checkEmail, checkPassword, checkString, dataObject } from './validation.js';
import { rowsOf } from '../../core/crud/repository.js';

/** Mails a single-use reset code to the account of an email, if there is one. */
export async function forgotPassword(context: RequestContext, input: unknown) {
  const email = checkEmail(dataObject(input).email, 'email');
  // Per address, and per address and account; per account only a slowdown, so that a
  // stranger's flood cannot stop the owner from getting a reset mail.
  await context.limiter.take([`forgot:ip:${context.ip}`, `forgot:pair:${context.ip}|${email}`, `forgot:account:${email}`]);
  const identity = await rowsOf(context.em, RbacIdentity).findOne({ email, provider: 'email_and_password' });
  // The same answer whether or not the account exists: nothing to enumerate.
  if (!identity) return;
  const { code, hash, expiresAt } = newMailedCode();
  identity.code = hash;
  identity.codeExpiresAt = expiresAt;
  const url = `${context.config.publicUrl}/rbac/subject/authentication/email-and-password/reset-password?code=${code}`;
  await queueNotification(context.em, {
    variant: 'reset-password',
    recipient: email,
    subjectId: await subjectOfIdentity(context.em, identity.id),
    payload: { url, code },
  });
}

/** A new password for the code's identity; every session of its subject ends. */
export async function resetPassword(context: RequestContext, input: unknown) {
  const data = dataObject(input);
  const password = checkPassword(data.password, 'password');
  checkPassword(data.passwordConfirmation, 'passwordConfirmation');
  if (data.password !== data.passwordConfirmation) throw badInput('passwordConfirmation: does not match the password', 'passwordConfirmation');
  const code = checkString(data.code, 'code');
  const keys = [`reset:ip:${context.ip}`];
  await context.limiter.check(keys);
  const { table, column } = tableOf(RbacIdentity);
  const [claimed] = await context.em.execute<{ id: string }[]>(
    // Single use: the code is cleared by the same statement that accepts it.
    `update ${table} set ${column('code')} = null, ${column('codeExpiresAt')} = null, ${column('updatedAt')} = now()
      where ${column('code')} = ? and ${column('codeExpiresAt')} > now() returning ${column('id')} as "id"`,
    [codeHash(code)],
  );
  if (!claimed) {
    await context.limiter.count(keys);
    throw badInput('code: invalid or expired', 'code');
  }
  const identity = await rowsOf(context.em, RbacIdentity).findOneOrFail({ id: claimed.id });
  identity.password = await hashPassword(password);
  await context.em.flush();
  // Whoever had the old password (or a session made with it) is out.
  const subjectId = await subjectOfIdentity(context.em, identity.id);
  if (subjectId) await revokeAllOf(context, subjectId);
}
