import type { RequestContext } from '../../core/request-context.js';
import { conflict, unauthenticated } from '../../core/errors.js';
import { RbacIdentity } from './entities.js';
import { hashPassword, verifyPassword } from './password.js';
import { anonymousVisitor, keepVisitorCart, tokensFor, type Tokens } from './sessions.js';
import { identityAddKeys } from './identity-limits.js';
import { addIdentity, createSubject, subjectOfIdentity } from './subjects.js';
import { checkEmail, checkPassword, checkString, dataObject } from './validation.js';
import { rowsOf } from '../../core/crud/repository.js';

/** Sign-up with an email and a password. */
export async function register(context: RequestContext, input: unknown): Promise<Tokens> {
  const data = dataObject(input);
  const email = checkEmail(data.login ?? data.email, 'login');
  const password = checkPassword(data.password, 'password');
  await context.limiter.take(identityAddKeys(context));
  const subjectId = await context.em.transactional(async (em) => {
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`identity:${email}`]);
    if (await rowsOf(em, RbacIdentity).findOne({ email, provider: 'email_and_password' })) {
      throw conflict('login: an account with this email already exists', 'login');
    }
    // An anonymous subject from `init` keeps its cart: the identity joins it.
    const subjectId = (await anonymousVisitor(context, em)) ?? (await createSubject({ ...context, em }));
    await addIdentity({ ...context, em }, subjectId, { provider: 'email_and_password', email }, { password: await hashPassword(password) });
    return subjectId;
  });
  return tokensFor(context, subjectId);
}

/** Sign-in with an email and a password; failures count against the rate limit. */
export async function login(context: RequestContext, input: unknown): Promise<Tokens> {
  const data = dataObject(input);
  const email = checkEmail(data.login ?? data.email, 'login');
  const password = checkString(data.password, 'password');
  // Hard limits per address, and per address and account; only a slowdown per account, so
  // that a stranger's wrong guesses cannot lock the owner out.
  const keys = [`login:ip:${context.ip}`, `login:pair:${context.ip}|${email}`, `login:account:${email}`];
  await context.limiter.check(keys);
  const identity = await rowsOf(context.em, RbacIdentity).findOne({ email, provider: 'email_and_password' });
  // Verified even without an identity (against a dummy hash): the same work either way.
  const matches = await verifyPassword(identity?.password, password);
  const subjectId = identity && matches ? await subjectOfIdentity(context.em, identity.id) : null;
  if (!subjectId) {
    await context.limiter.count(keys);
    throw unauthenticated('Invalid login or password');
  }
  await context.em.transactional((em) => keepVisitorCart(context, em, subjectId));
  return tokensFor(context, subjectId);
}
