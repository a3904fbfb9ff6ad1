import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SiweMessage } from 'siwe';
import type { RequestContext } from '../../core/context.js';
import { badInput, conflict, forbidden, notFound, unauthenticated } from '../../core/errors.js';
import type { Row } from '../../core/model/entity-schema.js';
import { isAdmin } from '../../core/access/actor.js';
import { checkId } from '../../core/crud/crud-service.js';
import { handOverCart } from '../ecommerce/cart-handover.js';
import { queueNotification } from '../notification/queue.js';
import { signAccessToken } from './access-token.js';
import { RbacIdentity, RbacNonce, RbacSubject } from './entities.js';
import { hashPassword, verifyPassword } from './password.js';
import { issueRefreshToken, revokeAllOf, revokeFamily, rotateRefreshToken } from './refresh-tokens.js';
import { addIdentity, createSubject, identitiesOf, subjectOfIdentity } from './subjects.js';
import { checkEmail, checkPassword, checkString, dataObject } from './validation.js';

export interface Tokens {
  jwt: string;
  refresh: string;
}

const RESET_CODE_LIFETIME_MS = 60 * 60 * 1000;
const NONCE_LIFETIME_MS = 10 * 60 * 1000;
/** How far ahead of ours a wallet's clock may be when it dates its message. */
const SIWE_CLOCK_SKEW_MS = 60 * 1000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** An identity as any API may show it: never its password, salt or code. */
export const publicIdentity = (row: Row) => ({
  id: row.id,
  provider: row.provider,
  email: row.email ?? null,
  account: row.account ?? null,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  variant: row.variant,
});

/**
 * Sign-in, sessions and identities (spec 000 sections 3-8), for REST routes and GraphQL
 * resolvers alike. Failures of sign-in routes count against the rate limit.
 */
export class Authentication {
  constructor(private readonly context: RequestContext) {}

  private get em() {
    return this.context.em;
  }

  /** A new sign-in: a refresh family of its own, and an access token bound to it. */
  async tokensFor(subjectId: string): Promise<Tokens> {
    const { refresh, familyId } = await issueRefreshToken(this.em, this.context.config, subjectId);
    return { jwt: signAccessToken(this.context.config, subjectId, familyId), refresh };
  }

  /** The signed-in subject, or null. */
  currentSubjectId(): string | null {
    return this.context.actor.kind === 'subject' ? this.context.actor.subjectId : null;
  }

  requireSubject(): string {
    const id = this.currentSubjectId();
    if (!id) throw unauthenticated(this.context.actor.kind === 'anonymous' && this.context.actor.tokenError ? 'Invalid or expired token' : undefined);
    return id;
  }

  /** The subject acted on by `/rbac/subjects/{id}/...`: the signed-in one itself, or any for admins. */
  async requireSelf(subjectId: string): Promise<string> {
    // An admin may name any subject: the id is checked before it reaches SQL, and must name one.
    if (isAdmin(this.context.actor)) {
      const id = checkId(subjectId, 'subjectId');
      if (!(await this.em.findOne(RbacSubject.name, { id } as never))) throw notFound(`Subject ${id} not found`);
      return id;
    }
    const self = this.requireSubject();
    if (self !== subjectId) throw forbidden('You can only act on your own subject');
    return self;
  }

  /**
   * Signing in to an account from an anonymous subject (a visitor who filled a cart first): the
   * cart goes with the visitor into the account.
   */
  private async keepVisitorCart(em: EntityManager, subjectId: string) {
    const current = this.currentSubjectId();
    if (!current || current === subjectId || (await identitiesOf(em, current)).length) return;
    await handOverCart(em, current, subjectId);
  }

  async register(input: unknown): Promise<Tokens> {
    const data = dataObject(input);
    const email = checkEmail(data.login ?? data.email, 'login');
    const password = checkPassword(data.password, 'password');
    await this.context.limiter.take([`register:ip:${this.context.ip}`]);
    const subjectId = await this.em.transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`identity:${email}`]);
      if (await em.findOne(RbacIdentity.name, { email, provider: 'email_and_password' } as never)) {
        throw conflict('login: an account with this email already exists', 'login');
      }
      // An anonymous subject from `init` keeps its cart: the identity joins it.
      const current = this.currentSubjectId();
      const subjectId = current && !(await identitiesOf(em, current)).length ? current : await createSubject(em);
      await addIdentity(em, subjectId, { provider: 'email_and_password', email, password: await hashPassword(password) });
      return subjectId;
    });
    return this.tokensFor(subjectId);
  }

  async login(input: unknown): Promise<Tokens> {
    const data = dataObject(input);
    const email = checkEmail(data.login ?? data.email, 'login');
    const password = checkString(data.password, 'password');
    // Hard limits per address, and per address and account; only a slowdown per account, so
    // that a stranger's wrong guesses cannot lock the owner out.
    const keys = [`login:ip:${this.context.ip}`, `login:pair:${this.context.ip}|${email}`, `login:account:${email}`];
    await this.context.limiter.check(keys);
    const identity = await this.em.findOne<Row>(RbacIdentity.name, { email, provider: 'email_and_password' } as never);
    // Verified even without an identity (against a dummy hash): the same work either way.
    const matches = await verifyPassword(identity?.password as string | undefined, password);
    const subjectId = identity && matches ? await subjectOfIdentity(this.em, identity.id) : null;
    if (!subjectId) {
      await this.context.limiter.count(keys);
      throw unauthenticated('Invalid login or password');
    }
    await this.em.transactional((em) => this.keepVisitorCart(em, subjectId));
    return this.tokensFor(subjectId);
  }

  async refresh(input: unknown): Promise<Tokens> {
    const data = dataObject(input);
    const { subjectId, refresh, familyId } = await rotateRefreshToken(this.em, this.context.config, data.refresh);
    return { jwt: signAccessToken(this.context.config, subjectId, familyId), refresh };
  }

  /** An anonymous subject with its tokens: a visitor's cart before sign-up. */
  async init(): Promise<Tokens> {
    // Every visitor's cart starts here: a generous limit per address, refused before anything is written.
    await this.context.limiter.take([`init:ip:${this.context.ip}`]);
    return this.tokensFor(await createSubject(this.em));
  }

  /** Ends this session: the family of the refresh token given, and that of the access token. */
  async logout(input: unknown) {
    const refresh = input && typeof input === 'object' ? (input as { refresh?: unknown }).refresh : undefined;
    const actor = this.context.actor;
    await revokeFamily(this.em, { token: refresh, familyId: actor.kind === 'subject' ? actor.sessionId : undefined });
  }

  /** Ends every session of the signed-in subject, this one included. */
  async logoutEverywhere() {
    await revokeAllOf(this.em, this.requireSubject());
  }

  async forgotPassword(input: unknown) {
    const email = checkEmail(dataObject(input).email, 'email');
    // Per address, and per address and account; per account only a slowdown, so that a
    // stranger's flood cannot stop the owner from getting a reset mail.
    await this.context.limiter.take([`forgot:ip:${this.context.ip}`, `forgot:pair:${this.context.ip}|${email}`, `forgot:account:${email}`]);
    const identity = await this.em.findOne<Row>(RbacIdentity.name, { email, provider: 'email_and_password' } as never);
    // The same answer whether or not the account exists: nothing to enumerate.
    if (!identity) return;
    const code = randomBytes(32).toString('base64url');
    identity.code = sha256(code);
    identity.codeExpiresAt = new Date(Date.now() + RESET_CODE_LIFETIME_MS);
    const url = `${this.context.config.publicUrl}/rbac/subject/authentication/email-and-password/reset-password?code=${code}`;
    await queueNotification(this.em, {
      variant: 'reset-password',
      recipient: email,
      subjectId: await subjectOfIdentity(this.em, identity.id),
      payload: { url, code },
    });
  }

  async resetPassword(input: unknown) {
    const data = dataObject(input);
    const password = checkPassword(data.password, 'password');
    checkPassword(data.passwordConfirmation, 'passwordConfirmation');
    if (data.password !== data.passwordConfirmation) throw badInput('passwordConfirmation: does not match the password', 'passwordConfirmation');
    const code = checkString(data.code, 'code');
    const keys = [`reset:ip:${this.context.ip}`];
    await this.context.limiter.check(keys);
    const [claimed] = await this.em.getConnection().execute(
      // Single use: the code is cleared by the same statement that accepts it.
      `update rbac_identities set code = null, code_expires_at = null, updated_at = now()
        where code = ? and code_expires_at > now() returning id`,
      [sha256(code)],
    );
    if (!claimed) {
      await this.context.limiter.count(keys);
      throw badInput('code: invalid or expired', 'code');
    }
    const identity = await this.em.findOneOrFail<Row>(RbacIdentity.name, { id: claimed.id } as never);
    identity.password = await hashPassword(password);
    await this.em.flush();
    // Whoever had the old password (or a session made with it) is out.
    const subjectId = await subjectOfIdentity(this.em, identity.id);
    if (subjectId) await revokeAllOf(this.em, subjectId);
  }

  async identities(subjectId: string) {
    await this.requireSelf(subjectId);
    return (await identitiesOf(this.em, subjectId)).map(publicIdentity);
  }

  /** A new email-and-password identity for a subject (one without one, e.g. a wallet user). */
  async addEmailIdentity(subjectId: string, input: unknown) {
    await this.requireSelf(subjectId);
    const data = dataObject(input);
    const email = checkEmail(data.email ?? data.login, 'email');
    const password = checkPassword(data.password, 'password');
    if (await this.em.findOne(RbacIdentity.name, { email, provider: 'email_and_password' } as never)) {
      throw conflict('email: an account with this email already exists', 'email');
    }
    const id = await addIdentity(this.em, subjectId, { provider: 'email_and_password', email, password: await hashPassword(password) });
    return publicIdentity(await this.em.findOneOrFail<Row>(RbacIdentity.name, { id } as never));
  }

  private async ownIdentity(subjectId: string, identityId: string): Promise<Row> {
    await this.requireSelf(subjectId);
    const identity = (await identitiesOf(this.em, subjectId)).find((row) => row.id === identityId);
    if (!identity) throw notFound(`Identity ${identityId} not found`);
    return identity;
  }

  /**
   * Change email (`{email, password}`) or password (`{password, newPassword}`): either needs
   * the current password, so that a stolen access token cannot take the account over. A new
   * password ends every session of the subject, this one included (the client signs in again).
   */
  async updateIdentity(subjectId: string, identityId: string, input: unknown) {
    const identity = await this.ownIdentity(subjectId, identityId);
    const data = dataObject(input);
    if (data.newPassword !== undefined) {
      const current = checkPassword(data.password, 'password');
      const next = checkPassword(data.newPassword, 'newPassword');
      await this.checkCurrentPassword(subjectId, identity, current);
      identity.password = await hashPassword(next);
      await this.em.flush();
      await revokeAllOf(this.em, subjectId);
    } else if (data.email !== undefined) {
      const email = checkEmail(data.email, 'email');
      const current = checkString(data.password, 'password');
      await this.checkCurrentPassword(subjectId, identity, current);
      const taken = await this.em.findOne<Row>(RbacIdentity.name, { email, provider: identity.provider, id: { $ne: identity.id } } as never);
      if (taken) throw conflict('email: an account with this email already exists', 'email');
      identity.email = email;
      await this.em.flush();
    } else throw badInput('data: give email and password, or password and newPassword', 'data');
    return publicIdentity(identity);
  }

  /** The current password of an identity; wrong ones count against the rate limit. */
  private async checkCurrentPassword(subjectId: string, identity: Row, password: string) {
    const keys = [`password:subject:${subjectId}`];
    await this.context.limiter.check(keys);
    if (!(await verifyPassword(identity.password as string, password))) {
      await this.context.limiter.count(keys);
      throw badInput('password: the current password is wrong', 'password');
    }
  }

  async deleteIdentity(subjectId: string, identityId: string) {
    const identity = await this.ownIdentity(subjectId, identityId);
    if ((await identitiesOf(this.em, subjectId)).length <= 1) {
      throw badInput('identityId: a subject cannot delete its last identity', 'identityId');
    }
    await this.em.nativeDelete(RbacIdentity.name, { id: identity.id } as never);
    return publicIdentity(identity);
  }

  /** The identity whose password changes by `PATCH /api/rbac/identities/{id}/change-password`. */
  async changePasswordOfIdentity(identityId: string, input: unknown) {
    const subjectId = await subjectOfIdentity(this.em, identityId);
    if (!subjectId) throw notFound(`Identity ${identityId} not found`);
    return this.updateIdentity(subjectId, identityId, { ...dataObject(input), newPassword: dataObject(input).newPassword ?? null });
  }

  async walletNonce(): Promise<string> {
    await this.context.limiter.take([`nonce:ip:${this.context.ip}`]);
    const value = randomBytes(16).toString('hex');
    await this.em.insert(RbacNonce.name, { id: randomUUID(), createdAt: new Date(), updatedAt: new Date(), variant: 'default', value, expiresAt: new Date(Date.now() + NONCE_LIFETIME_MS) });
    return value;
  }

  /**
   * Sign-In with Ethereum: the EIP-4361 message must be for this site (domain and URI), on an
   * accepted chain, carry a nonce this server issued (used once), be in date (not issued in
   * the future, not expired, not before its notBefore), and be signed by the address.
   * Verified offline (an EOA signature needs no RPC).
   */
  async walletLogin(input: unknown): Promise<Tokens> {
    const data = dataObject(input);
    const message = checkString(data.message, 'message', 8);
    const signature = checkString(data.signature, 'signature');
    const keys = [`wallet:ip:${this.context.ip}`];
    await this.context.limiter.check(keys);
    const fail = async (reason: string): Promise<never> => {
      await this.context.limiter.count(keys);
      throw unauthenticated(reason);
    };
    let siwe: SiweMessage;
    try {
      siwe = new SiweMessage(message);
    } catch {
      return fail('message: not a Sign-In with Ethereum message');
    }
    const site = new URL(this.context.config.publicUrl);
    const domain = site.host;
    if (siwe.domain !== domain) return fail(`message: signed for ${siwe.domain}, not ${domain}`);
    // A message signed for another site's page, or another chain, is not a sign-in here.
    if (originOf(siwe.uri) !== site.origin) return fail(`message: its URI is not on ${site.origin}`);
    if (!this.context.config.rbac.siweChainIds.includes(Number(siwe.chainId))) return fail(`message: chain ${siwe.chainId} is not accepted`);
    const now = Date.now();
    const issuedAt = Date.parse(siwe.issuedAt ?? '');
    if (Number.isNaN(issuedAt) || issuedAt > now + SIWE_CLOCK_SKEW_MS) return fail('message: issued in the future');
    if (typeof data.address === 'string' && data.address.toLowerCase() !== siwe.address.toLowerCase()) return fail('address: does not match the message');
    // siwe checks expirationTime and notBefore against this time.
    const verified = await siwe.verify({ signature, domain, nonce: siwe.nonce, time: new Date(now).toISOString() }, { suppressExceptions: true });
    if (!verified.success) return fail(`signature: ${verified.error?.type ?? 'invalid'}`);
    const [nonce] = await this.em.getConnection().execute(
      'update rbac_nonces set used_at = now(), updated_at = now() where value = ? and used_at is null and expires_at > now() returning id',
      [siwe.nonce],
    );
    if (!nonce) return fail('nonce: unknown, already used or expired');
    const account = siwe.address.toLowerCase();
    const subjectId = await this.em.transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`identity:EVM:${account}`]);
      const identity = await em.findOne<Row>(RbacIdentity.name, { provider: 'EVM', account } as never);
      if (identity) {
        const known = (await subjectOfIdentity(em, identity.id))!;
        await this.keepVisitorCart(em, known);
        return known;
      }
      const current = this.currentSubjectId();
      const subjectId = current && !(await identitiesOf(em, current)).length ? current : await createSubject(em);
      await addIdentity(em, subjectId, { provider: 'EVM', account });
      return subjectId;
    });
    return this.tokensFor(subjectId);
  }
}

function originOf(uri: string | undefined): string | null {
  try {
    return new URL(uri ?? '').origin;
  } catch {
    return null;
  }
}
