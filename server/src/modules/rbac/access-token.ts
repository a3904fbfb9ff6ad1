import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Config } from '../../settings.js';
import { isUuid } from '../../core/model/ids.js';

export const SESSION_COOKIE = 'rbac.subject.jwt';

/** What a valid access token says. */
export interface AccessToken {
  subjectId: string;
  /** The refresh family (the sign-in) it was issued for: revoking the family refuses it too. */
  sessionId?: string;
  /** When it was issued, in milliseconds. */
  issuedAt: number;
  /** When it expires, in milliseconds (ours all do: one without `exp` never). */
  expiresAt: number;
}

const secretKeys = new Map<string, KeyObject>();

/**
 * The secret as a key object: given a string, jsonwebtoken first tries it as a PEM public or
 * private key, and that failed parse costs about a millisecond on every sign and verify (30 µs
 * with the key object).
 */
function keyOf(secret: string): KeyObject {
  let key = secretKeys.get(secret);
  if (!key) secretKeys.set(secret, (key = createSecretKey(Buffer.from(secret))));
  return key;
}

/**
 * The access token: a JWT of `{subject: {id}, sid}`, HS256 only (`alg: none` and others
 * refused). `iat` keeps milliseconds, so that a token issued just after a revocation is told
 * apart from one issued just before it.
 */
export function signAccessToken(config: Config, subjectId: string, sessionId: string): string {
  return jwt.sign({ subject: { id: subjectId }, sid: sessionId, iat: Date.now() / 1000 }, keyOf(config.rbac.jwtSecret), {
    algorithm: 'HS256',
    expiresIn: config.rbac.jwtLifetimeSeconds,
  });
}

/**
 * The claims of a valid token; null for a missing, tampered, foreign or expired one, and for
 * one whose ids are not UUIDs (signed by us or not, it names nothing we issued).
 */
export function verifyAccessToken(config: Config, token: string): AccessToken | null {
  try {
    const payload = jwt.verify(token, keyOf(config.rbac.jwtSecret), { algorithms: ['HS256'] }) as { subject?: { id?: unknown }; sid?: unknown; iat?: unknown; exp?: unknown };
    const id = payload?.subject?.id;
    if (!isUuid(id) || (payload.sid !== undefined && !isUuid(payload.sid)) || typeof payload.iat !== 'number') return null;
    return {
      subjectId: id.toLowerCase(),
      sessionId: (payload.sid as string | undefined)?.toLowerCase(),
      issuedAt: Math.round(payload.iat * 1000),
      expiresAt: typeof payload.exp === 'number' ? payload.exp * 1000 : Number.POSITIVE_INFINITY,
    };
  } catch {
    return null;
  }
}
