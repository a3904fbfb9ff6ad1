import { forbidden, unauthenticated } from '../errors.js';
import type { ModelDefinition } from '../model/define-model.js';
import { isAdmin, type Actor } from './actor.js';

/**
 * The access rules of the generic API, from each declaration's `read` level: public reads
 * for everyone; owner and admin reads for admins (owners get their own rows through the
 * subject-scoped routes); writes for admins and the server only.
 */
export function canReadAll(actor: Actor, model: ModelDefinition) {
  return model.read === 'public' || isAdmin(actor);
}

const refuse = (actor: Actor, message: string) =>
  actor.kind === 'anonymous' ? unauthenticated(actor.tokenError ? 'Invalid or expired token' : undefined) : forbidden(message);

export function assertCanRead(actor: Actor, model: ModelDefinition) {
  if (canReadAll(actor, model)) return;
  if (actor.kind === 'anonymous') throw refuse(actor, '');
  throw forbidden(`Not allowed to read ${model.name}`);
}

export function assertCanWrite(actor: Actor, model: ModelDefinition) {
  if (isAdmin(actor)) return;
  throw refuse(actor, `Only administrators may change ${model.name}`);
}

/**
 * Rows of a relation reached from their parent (`order.ordersToProducts`): readable when the
 * relation is, or when its owner rule is that very parent (a parent one could read).
 */
export function canReadRows(actor: Actor, relation: ModelDefinition, foreignKey: string) {
  if (canReadAll(actor, relation)) return true;
  const owner = relation.owner;
  return actor.kind === 'subject' && owner !== undefined && 'parent' in owner && owner.parent === foreignKey;
}
