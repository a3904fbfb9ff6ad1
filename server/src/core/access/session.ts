import type { EntityManager } from '@mikro-orm/postgresql';
import { forbidden, notFound, unauthenticated } from '../errors.js';
import type { ModelDefinition } from '../model/define-model.js';
import { rowsOf } from '../crud/repository.js';
import { checkId } from '../model/ids.js';
import { isAdmin, type Actor } from './actor.js';

/** The signed-in subject, or null. */
export const signedInSubject = (actor: Actor): string | null => (actor.kind === 'subject' ? actor.subjectId : null);

/** The signed-in subject; 401 for anyone else (saying so when a token came but was refused). */
export function requireSubject(actor: Actor): string {
  const id = signedInSubject(actor);
  if (!id) throw unauthenticated(actor.kind === 'anonymous' && actor.tokenError ? 'Invalid or expired token' : undefined);
  return id;
}

/**
 * The subject acted on by a subject's own route (`/rbac/subjects/{id}/...`): the signed-in one
 * itself, or any existing row of `subjects` for admins.
 */
export async function requireSelf(context: { actor: Actor; em: EntityManager }, subjects: ModelDefinition, subjectId: string): Promise<string> {
  // An admin may name any subject: the id is checked before it reaches SQL, and must name one.
  if (isAdmin(context.actor)) {
    const id = checkId(subjectId, 'subjectId');
    if (!(await rowsOf(context.em, subjects).findOne({ id }))) throw notFound(`Subject ${id} not found`);
    return id;
  }
  const self = requireSubject(context.actor);
  if (self !== subjectId) throw forbidden('You can only act on your own subject');
  return self;
}
