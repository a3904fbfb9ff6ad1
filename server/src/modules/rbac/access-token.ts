import jwt from 'jsonwebtoken';
import type { Config } from '../../config.js';

export const SESSION_COOKIE = 'rbac.subject.jwt';

/** The access token: a JWT of `{subject: {id}}`, HS256 only (`alg: none` and others refused). */
export function signAccessToken(config: Config, subjectId: string): string {
  return jwt.sign({ subject: { id: subjectId } }, config.rbac.jwtSecret, {
    algorithm: 'HS256',
    expiresIn: config.rbac.jwtLifetimeSeconds,
  });
}

/** The subject id of a valid token; null for a missing, tampered, foreign or expired one. */
export function verifyAccessToken(config: Config, token: string): string | null {
  try {
    const payload = jwt.verify(token, config.rbac.jwtSecret, { algorithms: ['HS256'] }) as { subject?: { id?: unknown } };
    const id = payload?.subject?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}
