import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { unauthenticated } from '../../core/errors.js';
import { RbacRefreshToken } from './entities.js';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new refresh token (only its hash is stored), of a new sign-in or of an existing family. */
export async function issueRefreshToken(em: EntityManager, config: Config, subjectId: string, familyId = randomUUID()) {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await em.insert(RbacRefreshToken.name, {
    id: randomUUID(),
    createdAt: new Date(now),
    updatedAt: new Date(now),
    subjectId,
    tokenHash: hash(token),
    familyId,
    expiresAt: new Date(now + config.rbac.refreshLifetimeSeconds * 1000),
  });
  return token;
}

/**
 * Exchanges a refresh token for the next one. Single use, claimed atomically: of two parallel
 * refreshes with one token only one wins. Presenting a token already used means it leaked:
 * every refresh token of that subject is revoked.
 */
export async function rotateRefreshToken(em: EntityManager, config: Config, token: unknown) {
  if (typeof token !== 'string' || !token) throw unauthenticated('A refresh token is required');
  const connection = em.getConnection();
  const [claimed] = await connection.execute(
    `update rbac_refresh_tokens set used_at = now(), updated_at = now()
      where token_hash = ? and used_at is null and revoked_at is null and expires_at > now()
      returning subject_id, family_id`,
    [hash(token)],
  );
  if (claimed) {
    return { subjectId: claimed.subject_id as string, refresh: await issueRefreshToken(em, config, claimed.subject_id, claimed.family_id) };
  }
  const [known] = await connection.execute('select subject_id, used_at, revoked_at from rbac_refresh_tokens where token_hash = ?', [hash(token)]);
  if (known?.used_at) await revokeAllOf(em, known.subject_id);
  throw unauthenticated('Invalid or expired refresh token');
}

/** Ends one session (the family of the given token). */
export async function revokeRefreshToken(em: EntityManager, token: unknown) {
  if (typeof token !== 'string' || !token) return;
  await em.getConnection().execute(
    `update rbac_refresh_tokens set revoked_at = now(), updated_at = now()
      where revoked_at is null and family_id = (select family_id from rbac_refresh_tokens where token_hash = ?)`,
    [hash(token)],
  );
}

export async function revokeAllOf(em: EntityManager, subjectId: string) {
  await em.getConnection().execute(
    'update rbac_refresh_tokens set revoked_at = now(), updated_at = now() where subject_id = ? and revoked_at is null',
    [subjectId],
  );
}
