import type { RequestContext } from '../../core/request-context.js';
import { publicIdentity } from './identities.js';
import { RbacRole, RbacSubject, RbacSubjectsToRoles } from './entities.js';
import { identitiesOf } from './subjects.js';
import { rowsOf } from '../../core/crud/repository.js';

/** The signed-in subject with its identities (no secrets) and roles; null when none. */
export async function describeMe(context: RequestContext) {
  if (context.actor.kind !== 'subject') return null;
  const { em } = context;
  const subject = await rowsOf(em, RbacSubject).findOne({ id: context.actor.subjectId });
  if (!subject) return null;
  const links = await rowsOf(em, RbacSubjectsToRoles).find({ subjectId: subject.id });
  const roles = links.length ? await rowsOf(em, RbacRole).find({ id: { $in: links.map((link) => link.roleId) } }) : [];
  return {
    id: subject.id,
    slug: subject.slug,
    variant: subject.variant,
    createdAt: subject.createdAt,
    identities: (await identitiesOf(em, subject.id)).map(publicIdentity),
    roles: roles.map((role) => ({ id: role.id, uid: role.uid, title: role.title })),
  };
}
