import type { RequestContext } from '../../core/context.js';
import type { Row } from '../../core/model/entity-schema.js';
import { publicIdentity } from './authentication.js';
import { RbacRole, RbacSubject, RbacSubjectsToRoles } from './entities.js';
import { identitiesOf } from './subjects.js';

/** The signed-in subject with its identities (no secrets) and roles; null when none. */
export async function describeMe(context: RequestContext) {
  if (context.actor.kind !== 'subject') return null;
  const { em } = context;
  const subject = await em.findOne<Row>(RbacSubject.name, { id: context.actor.subjectId } as never);
  if (!subject) return null;
  const links = await em.find<Row>(RbacSubjectsToRoles.name, { subjectId: subject.id } as never);
  const roles = links.length ? await em.find<Row>(RbacRole.name, { id: { $in: links.map((link) => link.roleId) } } as never) : [];
  return {
    id: subject.id,
    slug: subject.slug,
    variant: subject.variant,
    createdAt: subject.createdAt,
    identities: (await identitiesOf(em, subject.id)).map(publicIdentity),
    roles: roles.map((role) => ({ id: role.id, uid: role.uid, title: role.title })),
  };
}
