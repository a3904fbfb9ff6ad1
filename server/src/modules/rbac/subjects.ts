import type { EntityManager } from '@mikro-orm/postgresql';
import type { ModelAccess } from '../../core/access/access.js';
import { CrudService, type CrudContext } from '../../core/crud/crud-service.js';
import type { RowOf } from '../../core/model/row.js';
import { tableOf } from '../../core/model/tables.js';
import { RbacIdentity, RbacRefreshToken, RbacRole, RbacSubject, RbacSubjectsToIdentities, RbacSubjectsToRoles } from './entities.js';
import { rowsOf } from '../../core/crud/repository.js';

/**
 * A sign-up or sign-in makes the subject, its roles and identities itself, for a caller who is
 * nobody yet (or an anonymous visitor): the routes have checked what they need.
 */
const SIGNING_UP: Partial<ModelAccess> = { create: () => true };

/** A new subject, with the roles every new subject gets (`availableOnRegistration`). */
export async function createSubject(context: CrudContext): Promise<string> {
  const subject = await new CrudService(context, RbacSubject, SIGNING_UP).create({});
  const roles = await rowsOf(context.em, RbacRole).find({ availableOnRegistration: true });
  for (const [orderIndex, role] of roles.entries()) {
    await new CrudService(context, RbacSubjectsToRoles, SIGNING_UP).create({ orderIndex, subjectId: subject.id, roleId: role.id });
  }
  return subject.id;
}

/** Links a new identity to a subject; `secrets`: its hidden fields (a password hash). */
export async function addIdentity(context: CrudContext, subjectId: string, identity: Record<string, unknown>, secrets: Record<string, unknown> = {}): Promise<string> {
  const row = await new CrudService(context, RbacIdentity, SIGNING_UP).create(identity, { serverSet: secrets });
  await new CrudService(context, RbacSubjectsToIdentities, SIGNING_UP).create({ orderIndex: 0, subjectId, identityId: row.id });
  return row.id;
}

/** The identities of a subject, oldest first (secrets included: callers strip them). */
export async function identitiesOf(em: EntityManager, subjectId: string): Promise<RowOf<typeof RbacIdentity>[]> {
  const links = await rowsOf(em, RbacSubjectsToIdentities).find({ subjectId }, { orderBy: { createdAt: 'asc' } });
  if (!links.length) return [];
  return rowsOf(em, RbacIdentity).find({ id: { $in: links.map((link) => link.identityId) } }, { orderBy: { createdAt: 'asc' } });
}

/** The subject an identity belongs to. */
export async function subjectOfIdentity(em: EntityManager, identityId: string): Promise<string | null> {
  const link = await rowsOf(em, RbacSubjectsToIdentities).findOne({ identityId });
  return link?.subjectId ?? null;
}

/**
 * The role uids of a subject, or null when the subject is gone or the token must be refused:
 * issued before the subject's sessions were revoked, or for a sign-in since ended. One
 * statement, run once per authenticated request.
 */
export async function rolesOfSession(em: EntityManager, token: { subjectId: string; sessionId?: string; issuedAt: number }): Promise<string[] | null> {
  const [r, s, t, sr] = [tableOf(RbacRole), tableOf(RbacSubject), tableOf(RbacRefreshToken), tableOf(RbacSubjectsToRoles)];
  const rows = await em.execute<{ uid: string | null; sessionsRevokedAt: Date | string | null; sessionEnded: boolean }[]>(
    `select r.${r.column('uid')} as "uid", s.${s.column('sessionsRevokedAt')} as "sessionsRevokedAt",
            exists (select 1 from ${t.table} t where t.${t.column('familyId')} = ? and t.${t.column('revokedAt')} is not null) as "sessionEnded"
       from ${s.table} s
       left join ${sr.table} sr on sr.${sr.column('subjectId')} = s.${s.column('id')}
       left join ${r.table} r on r.${r.column('id')} = sr.${sr.column('roleId')}
      where s.${s.column('id')} = ?`,
    [token.sessionId ?? null, token.subjectId],
  );
  if (!rows.length) return null;
  const { sessionsRevokedAt: revokedAt, sessionEnded: ended } = rows[0];
  if (ended || (revokedAt && token.issuedAt < new Date(revokedAt).getTime())) return null;
  return rows.map((row) => row.uid).filter((uid): uid is string => Boolean(uid));
}

/** Where the admins are mailed: the email of every identity of a subject with the `admin` role. */
export async function adminAddresses(em: EntityManager): Promise<{ email: string; subjectId: string }[]> {
  const [i, si, sr, r] = [tableOf(RbacIdentity), tableOf(RbacSubjectsToIdentities), tableOf(RbacSubjectsToRoles), tableOf(RbacRole)];
  return em.execute<{ email: string; subjectId: string }[]>(
    `select distinct i.${i.column('email')} as "email", si.${si.column('subjectId')} as "subjectId" from ${i.table} i
       join ${si.table} si on si.${si.column('identityId')} = i.${i.column('id')}
       join ${sr.table} sr on sr.${sr.column('subjectId')} = si.${si.column('subjectId')}
       join ${r.table} r on r.${r.column('id')} = sr.${sr.column('roleId')} and r.${r.column('uid')} = 'admin'
      where i.${i.column('email')} is not null`,
  );
}

/** The sign-in email of a subject (its oldest email-and-password identity's), if it has one. */
export async function signInEmail(em: EntityManager, subjectId: string | null): Promise<string | undefined> {
  if (!subjectId) return undefined;
  const [i, si] = [tableOf(RbacIdentity), tableOf(RbacSubjectsToIdentities)];
  const [identity] = await em.execute<{ email: string | null }[]>(
    `select i.${i.column('email')} as "email" from ${i.table} i join ${si.table} si on si.${si.column('identityId')} = i.${i.column('id')}
      where si.${si.column('subjectId')} = ? and i.${i.column('provider')} = 'email_and_password' and i.${i.column('email')} is not null
      order by i.${i.column('createdAt')} limit 1`,
    [subjectId],
  );
  return identity?.email ?? undefined;
}
