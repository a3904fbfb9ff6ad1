import { raw } from '@mikro-orm/core';
import { isAdmin, type Actor } from '../../core/access/actor.js';
import type { Where } from '../../core/access/ownership.js';
import type { ModelDefinition, ModelOptions } from '../../core/model/define-model.js';
import { tableOf } from '../../core/model/tables.js';

/**
 * Public profiles. A subject's profile is public once it has a social profile (a row of
 * subjects-to-social-module-profiles, a link anyone may read): then anyone reads its subject
 * row (id, slug), its identity links and its identities, but an identity's private values (its
 * email, its wallet address) only the subject itself and admins. Every other subject stays
 * nobody else's business: its row, links and identities are read by itself and admins only.
 */

/** The ids of the subjects whose profile is public, as SQL (the database follows the links itself). */
function publicSubjectIds(socialLinks: () => ModelDefinition) {
  const { table, column } = tableOf(socialLinks());
  return `select ${column('subjectId')} from ${table}`;
}

/** A condition on a subject id column: the actor's own subject, or a public one. */
function ownOrPublic(actor: Actor, column: string, socialLinks: () => ModelDefinition): Where {
  const visible = { [column]: { $in: raw(publicSubjectIds(socialLinks)) } };
  return actor.kind === 'subject' ? { $or: [{ [column]: actor.subjectId }, visible] } : visible;
}

/** A declaration's read access and the entities it reads (see `ModelOptions.accessReads`). */
type ReadAccessOf = Pick<ModelOptions, 'access' | 'accessReads'>;

/** The read access of a subject row, or of a row holding a subject id (`column`): admins all, anyone else its own and the public ones. */
export const subjectsOwnOrPublic = (column: string, socialLinks: () => ModelDefinition): ReadAccessOf => ({
  access: { read: ({ actor }) => isAdmin(actor) || ownOrPublic(actor, column, socialLinks) },
  accessReads: () => [socialLinks()],
});

/** The read access of identities: admins all, anyone else those linked (`links`) to its own subject or to a public one. */
export const identitiesOwnOrPublic = (links: () => ModelDefinition, socialLinks: () => ModelDefinition): ReadAccessOf => ({
  access: {
    read: ({ actor }) => {
      if (isAdmin(actor)) return true;
      const { table, column } = tableOf(links());
      const own = actor.kind === 'subject' ? `${column('subjectId')} = ? or ` : '';
      const sql = `select ${column('identityId')} from ${table} where ${own}${column('subjectId')} in (${publicSubjectIds(socialLinks)})`;
      return { id: { $in: raw(sql, actor.kind === 'subject' ? [actor.subjectId] : []) } };
    },
  },
  accessReads: () => [links(), socialLinks()],
});
