import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../settings.js';
import type { OnWrite } from '../../core/cache/written.js';
import { AppError, unauthenticated } from '../../core/errors.js';
import { entitySchema } from '../../core/model/entity-schema.js';
import { tableOf } from '../../core/model/tables.js';
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

/**
 * The refusal of a refresh token that another refresh used just now (within
 * REFRESH_REUSE_GRACE_SECONDS): the session goes on, in the tokens that refresh received.
 */
export class RefreshJustUsed extends AppError {
  constructor() {
    super('UNAUTHENTICATED', 'Invalid or expired refresh token');
  }
}

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
  await em.insert(entitySchema(RbacRefreshToken), {
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
  const { table: tokens, column } = tableOf(RbacRefreshToken);
  const [claimed] = await em.execute<{ subjectId: string; familyId: string; familyExpiresAt: Date | null; createdAt: Date }[]>(
    `update ${tokens} set ${column('usedAt')} = now(), ${column('updatedAt')} = now()
      where ${column('tokenHash')} = ? and ${column('usedAt')} is null and ${column('revokedAt')} is null and ${column('expiresAt')} > now()
        and (${column('familyExpiresAt')} is null or ${column('familyExpiresAt')} > now())
      returning ${column('subjectId')} as "subjectId", ${column('familyId')} as "familyId", ${column('familyExpiresAt')} as "familyExpiresAt", ${column('createdAt')} as "createdAt"`,
    [hash(token)],
  );
  if (claimed) {
    // Tokens from before families had an end: the end counts from this token's issue.
    const expiresAt = claimed.familyExpiresAt
      ? new Date(claimed.familyExpiresAt)
      : new Date(new Date(claimed.createdAt).getTime() + config.rbac.sessionMaxLifetimeSeconds * 1000);
    const next = await issueRefreshToken(em, config, claimed.subjectId, { id: claimed.familyId, expiresAt });
    return { subjectId: claimed.subjectId, ...next };
  }
  const [known] = await em.execute<{ subjectId: string; reused: boolean | null }[]>(
    `select ${column('subjectId')} as "subjectId", ${column('usedAt')} < now() - ? * interval '1 second' as reused from ${tokens} where ${column('tokenHash')} = ?`,
    [REFRESH_REUSE_GRACE_SECONDS, hash(token)],
  );
  if (known?.reused) await revokeAllOf(context, known.subjectId);
  throw known?.reused === false ? new RefreshJustUsed() : unauthenticated('Invalid or expired refresh token');
}

/** Ends one session: the family of the given refresh token, or the family of that id. */
export async function revokeFamily({ em, onWrite }: Revoking, by: { token?: unknown; familyId?: string }) {
  const { table: tokens, column } = tableOf(RbacRefreshToken);
  const revoke = `update ${tokens} set ${column('revokedAt')} = now(), ${column('updatedAt')} = now() where ${column('revokedAt')} is null and ${column('familyId')}`;
  if (typeof by.token === 'string' && by.token) {
    await em.execute(`${revoke} = (select ${column('familyId')} from ${tokens} where ${column('tokenHash')} = ?)`, [hash(by.token)]);
  }
  if (by.familyId) await em.execute(`${revoke} = ?`, [by.familyId]);
  onWrite?.({ wrote: [RbacRefreshToken] });
}

/**
 * Ends every session of a subject: its refresh families, and (through the subject's
 * revocation time) every access token issued until now.
 */
export async function revokeAllOf({ em, onWrite }: Revoking, subjectId: string) {
  const now = new Date();
  const t = tableOf(RbacRefreshToken);
  const s = tableOf(RbacSubject);
  await em.execute(
    `update ${t.table} set ${t.column('revokedAt')} = ?, ${t.column('updatedAt')} = ? where ${t.column('subjectId')} = ? and ${t.column('revokedAt')} is null`,
    [now, now, subjectId],
  );
  await em.execute(
    `update ${s.table} set ${s.column('sessionsRevokedAt')} = greatest(${s.column('sessionsRevokedAt')}, ?), ${s.column('updatedAt')} = ? where ${s.column('id')} = ?`,
    [now, now, subjectId],
  );
  onWrite?.({ wrote: [RbacRefreshToken, RbacSubject] });
}
