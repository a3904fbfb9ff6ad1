import { SiweMessage } from 'siwe';
import { randomBytes } from 'node:crypto';
import type { RequestContext } from '../../core/request-context.js';
import { CrudService } from '../../core/crud/crud-service.js';
import { unauthenticated } from '../../core/errors.js';
import { tableOf } from '../../core/model/tables.js';
import { RbacNonce } from './entities.js';
import { subjectSigningInWith, tokensFor, type Tokens } from './sessions.js';
import { checkString, dataObject } from './validation.js';

const NONCE_LIFETIME_MS = 10 * 60 * 1000;
/** How far ahead of ours a wallet's clock may be when it dates its message. */
const SIWE_CLOCK_SKEW_MS = 60 * 1000;
/** Any caller may ask for a nonce (the rate limit bounds how many). */
const ISSUING = { create: () => true };

/** A single-use nonce for a Sign-In with Ethereum message. */
export async function walletNonce(context: RequestContext): Promise<string> {
  await context.limiter.take([`nonce:ip:${context.ip}`]);
  const value = randomBytes(16).toString('hex');
  await new CrudService(context, RbacNonce, ISSUING).create({ value, expiresAt: new Date(Date.now() + NONCE_LIFETIME_MS) });
  return value;
}

/**
 * Sign-In with Ethereum: the EIP-4361 message must be for this site (domain and URI), on an
 * accepted chain, carry a nonce this server issued (used once), be in date (not issued in
 * the future, not expired, not before its notBefore), and be signed by the address.
 * Verified offline (an EOA signature needs no RPC).
 */
export async function walletLogin(context: RequestContext, input: unknown): Promise<Tokens> {
  const data = dataObject(input);
  const message = checkString(data.message, 'message', 8);
  const signature = checkString(data.signature, 'signature');
  const keys = [`wallet:ip:${context.ip}`];
  await context.limiter.check(keys);
  const fail = async (reason: string): Promise<never> => {
    await context.limiter.count(keys);
    throw unauthenticated(reason);
  };
  let siwe: SiweMessage;
  try {
    siwe = new SiweMessage(message);
  } catch {
    return fail('message: not a Sign-In with Ethereum message');
  }
  const site = new URL(context.config.publicUrl);
  const domain = site.host;
  if (siwe.domain !== domain) return fail(`message: signed for ${siwe.domain}, not ${domain}`);
  // A message signed for another site's page, or another chain, is not a sign-in here.
  if (originOf(siwe.uri) !== site.origin) return fail(`message: its URI is not on ${site.origin}`);
  if (!context.config.rbac.siweChainIds.includes(Number(siwe.chainId))) return fail(`message: chain ${siwe.chainId} is not accepted`);
  const now = Date.now();
  const issuedAt = Date.parse(siwe.issuedAt ?? '');
  if (Number.isNaN(issuedAt) || issuedAt > now + SIWE_CLOCK_SKEW_MS) return fail('message: issued in the future');
  if (typeof data.address === 'string' && data.address.toLowerCase() !== siwe.address.toLowerCase()) return fail('address: does not match the message');
  // siwe checks expirationTime and notBefore against this time.
  const verified = await siwe.verify({ signature, domain, nonce: siwe.nonce, time: new Date(now).toISOString() }, { suppressExceptions: true });
  if (!verified.success) return fail(`signature: ${verified.error?.type ?? 'invalid'}`);
  const { table: nonces, column } = tableOf(RbacNonce);
  const [nonce] = await context.em.execute(
    `update ${nonces} set ${column('usedAt')} = now(), ${column('updatedAt')} = now()
      where ${column('value')} = ? and ${column('usedAt')} is null and ${column('expiresAt')} > now() returning ${column('id')}`,
    [siwe.nonce],
  );
  if (!nonce) return fail('nonce: unknown, already used or expired');
  const subjectId = await subjectSigningInWith(context, 'EVM', siwe.address.toLowerCase());
  return tokensFor(context, subjectId);
}

function originOf(uri: string | undefined): string | null {
  try {
    return new URL(uri ?? '').origin;
  } catch {
    return null;
  }
}
