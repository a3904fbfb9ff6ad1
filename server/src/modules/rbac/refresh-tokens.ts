import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { OnWrite } from '../../core/cache/written.js';
import { unauthenticated } from '../../core/errors.js';
import { RbacRefreshToken, RbacSubject } from './entities.js';

/**
 * Where a revocation is written and told: its SQL is its own, so it tells `onWrite` itself,
 * which drops the sessions remembered as valid (SessionLookups) on every instance.
 */
export interface Revoking {
  em: EntityManager;
  onWrite?: OnWrite;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A token presented again this soon after its use is one client refreshing twice at once (two
 * tabs, a retried request): refused, but not taken for theft, so the refresh that won keeps
 * its session. Presented later, it leaked.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

/** A sign-in: its id (in every refresh token of the family and every access token) and its end. */
export interface Family {
  id: string;
  expiresAt: Date;
}

/**
 * A new refresh token (only its hash is stored): of a new sign-in, or the next of an existing
 * family. A token never outlives its family, so refreshing cannot stretch a sign-in.
 */
export async function issueRefreshToken(em: EntityManager, config: Config, subjectId: string, family?: Family) {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const familyExpiresAt = family?.expiresAt ?? new Date(now + config.rbac.sessionMaxLifetimeSeconds * 1000);
  const familyId = family?.id ?? randomUUID();
  await em.insert(RbacRefreshToken.name, {
    id: randomUUID(),
    createdAt: new Date(now),
    updatedAt: new Date(now),
    subjectId,
    tokenHash: hash(token),
    familyId,
    familyExpiresAt,
    expiresAt: new Date(Math.min(now + config.rbac.refreshLifetimeSeconds * 1000, familyExpiresAt.getTime())),
  });
  return { refresh: token, familyId };
}

/**
 * Exchanges a refresh token for the next one. Single use, claimed atomically: of two parallel
 * refreshes with one token only one wins, and the other's 401 leaves the winner's session be.
 * Presenting a token used longer ago than REFRESH_REUSE_GRACE_SECONDS means it leaked: every
 * session of that subject ends.
 */
export async function rotateRefreshToken(context: Revoking & { config: Config }, token: unknown) {
  if (typeof token !== 'string' || !token) throw unauthenticated('A refresh token is required');
  const { em, config } = context;
  const connection = em.getConnection();
  const [claimed] = await connection.execute<{ subject_id: string; family_id: string; family_expires_at: Date | null; created_at: Date }[]>(
    `update rbac_refresh_tokens set used_at = now(), updated_at = now()
      where token_hash = ? and used_at is null and revoked_at is null and expires_at > now()
        and (family_expires_at is null or family_expires_at > now())
      returning subject_id, family_id, family_expires_at, created_at`,
    [hash(token)],
  );
  if (claimed) {
    // Tokens from before families had an end: the end counts from this token's issue.
    const expiresAt = claimed.family_expires_at
      ? new Date(claimed.family_expires_at)
      : new Date(new Date(claimed.created_at).getTime() + config.rbac.sessionMaxLifetimeSeconds * 1000);
    const next = await issueRefreshToken(em, config, claimed.subject_id, { id: claimed.family_id, expiresAt });
    return { subjectId: claimed.subject_id, ...next };
  }
  const [known] = await connection.execute(
    `select subject_id, used_at < now() - ? * interval '1 second' as reused from rbac_refresh_tokens where token_hash = ?`,
    [REFRESH_REUSE_GRACE_SECONDS, hash(token)],
  );
  if (known?.reused) await revokeAllOf(context, known.subject_id);
  throw unauthenticated('Invalid or expired refresh token');
}

/** Ends one session: the family of the given refresh token, or the family of that id. */
export async function revokeFamily({ em, onWrite }: Revoking, by: { token?: unknown; familyId?: string }) {
  const connection = em.getConnection();
  if (typeof by.token === 'string' && by.token) {
    await connection.execute(
      `update rbac_refresh_tokens set revoked_at = now(), updated_at = now()
        where revoked_at is null and family_id = (select family_id from rbac_refresh_tokens where token_hash = ?)`,
      [hash(by.token)],
    );
  }
  if (by.familyId) {
    await connection.execute('update rbac_refresh_tokens set revoked_at = now(), updated_at = now() where revoked_at is null and family_id = ?', [by.familyId]);
  }
  onWrite?.({ wrote: [RbacRefreshToken] });
}

/**
 * Ends every session of a subject: its refresh families, and (through the subject's
 * revocation time) every access token issued until now.
 */
export async function revokeAllOf({ em, onWrite }: Revoking, subjectId: string) {
  const connection = em.getConnection();
  const now = new Date();
  await connection.execute('update rbac_refresh_tokens set revoked_at = ?, updated_at = ? where subject_id = ? and revoked_at is null', [now, now, subjectId]);
  await connection.execute(
    'update rbac_subjects set sessions_revoked_at = greatest(sessions_revoked_at, ?), updated_at = ? where id = ?',
    [now, now, subjectId],
  );
  onWrite?.({ wrote: [RbacRefreshToken, RbacSubject] });
}
