import { forbidden, unauthenticated } from '../errors.js';
import type { ModelDefinition } from '../model/define-model.js';
import { isAdmin, type Actor } from './actor.js';
import { accessTo, type ModelAccess, type Operation } from './access.js';
import type { Where } from './ownership.js';

const refuse = (actor: Actor, message: string) =>
  actor.kind === 'anonymous' ? unauthenticated(actor.tokenError ? 'Invalid or expired token' : undefined) : forbidden(message);

/** Admins and the server (its secret key) only: 401 for a caller who is not signed in, 403 for one who is. */
export function assertAdmin(actor: Actor, message: string) {
  if (!isAdmin(actor)) throw refuse(actor, message);
}

/**
 * The condition on the rows an operation may touch (`{}` for all of them), or the refusal: 401
 * for a caller who is not signed in, 403 for one who is.
 */
export function allowedRows(actor: Actor, model: ModelDefinition, operation: Operation, granted?: Partial<ModelAccess>): Where {
  const access = accessTo(actor, model, operation, granted);
  if (access === true) return {};
  if (access !== false) return access;
  if (operation === 'read') throw readRefusal(actor, model);
  throw refuse(actor, `Only administrators may change ${model.name}`);
}

/** The answer to a read of a model this actor may not read: 401 for a caller not signed in, 403 for one who is. */
export const readRefusal = (actor: Actor, model: ModelDefinition) =>
  actor.kind === 'anonymous' ? refuse(actor, '') : forbidden(`Not allowed to read ${model.name}`);

export function assertCanWrite(actor: Actor, model: ModelDefinition) {
  allowedRows(actor, model, 'create');
}
