import type { EntityManager } from '@mikro-orm/postgresql';
import type { Row } from '../../core/model/entity-schema.js';
import { rowBase } from '../../core/model/row-base.js';
import { generateSlug } from '../../core/model/generate.js';
import { RbacIdentity, RbacRole, RbacSubject, RbacSubjectsToIdentities, RbacSubjectsToRoles } from './entities.js';


/** A new subject, with the roles every new subject gets (`availableOnRegistration`). */
export async function createSubject(em: EntityManager): Promise<string> {
  const subject = { ...rowBase(), slug: generateSlug() };
  await em.insert(RbacSubject.name, subject);
  const roles = await em.find<Row>(RbacRole.name, { availableOnRegistration: true } as never);
  for (const [orderIndex, role] of roles.entries()) {
    await em.insert(RbacSubjectsToRoles.name, { ...rowBase(), orderIndex, subjectId: subject.id, roleId: role.id });
  }
  return subject.id;
}

/** Links a new identity to a subject. */
export async function addIdentity(em: EntityManager, subjectId: string, identity: Record<string, unknown>): Promise<string> {
  const row = { ...rowBase(), ...identity };
  await em.insert(RbacIdentity.name, row);
  await em.insert(RbacSubjectsToIdentities.name, { ...rowBase(), orderIndex: 0, subjectId, identityId: row.id });
  return row.id;
}

/** The identities of a subject, oldest first (secrets included: callers strip them). */
export async function identitiesOf(em: EntityManager, subjectId: string): Promise<Row[]> {
  const links = await em.find<Row>(RbacSubjectsToIdentities.name, { subjectId } as never, { orderBy: { createdAt: 'asc' } as never });
  if (!links.length) return [];
  const rows = await em.find<Row>(RbacIdentity.name, { id: { $in: links.map((link) => link.identityId) } } as never, {
    orderBy: { createdAt: 'asc' } as never,
  });
  return rows;
}

/** The subject an identity belongs to. */
export async function subjectOfIdentity(em: EntityManager, identityId: string): Promise<string | null> {
  const link = await em.findOne<Row>(RbacSubjectsToIdentities.name, { identityId } as never);
  return (link?.subjectId as string) ?? null;
}

/** The role uids of a subject: one query, run once per authenticated request. */
export async function roleUidsOf(em: EntityManager, subjectId: string): Promise<string[] | null> {
  const rows = await em.getConnection().execute<{ uid: string | null }[]>(
    `select s.id, r.uid from rbac_subjects s
       left join rbac_subjects_to_roles sr on sr.subject_id = s.id
       left join rbac_roles r on r.id = sr.role_id
      where s.id = ?`,
    [subjectId],
  );
  if (!rows.length) return null;
  return rows.map((row) => row.uid).filter((uid): uid is string => Boolean(uid));
}
