import type { ModelDefinition } from '../model/define-model.js';
import { isAdmin, type Actor } from './actor.js';
import { ownedBy, type Where } from './ownership.js';

export type Operation = 'read' | 'create' | 'update' | 'delete';

/** `true`: every row; `false`: none, the call is refused; a condition: the rows matching it. */
export type AccessResult = boolean | Where;

export type AccessFunction = (args: { actor: Actor; model: ModelDefinition }) => AccessResult;

/** Who may do what with one model's rows. */
export type ModelAccess = Record<Operation, AccessFunction>;

const everyone: AccessFunction = () => true;
const adminsOnly: AccessFunction = ({ actor }) => isAdmin(actor);
/** Admins every row; a subject the rows its owner rule gives it; nobody else any. */
const ownersAndAdmins: AccessFunction = ({ actor, model }) =>
  isAdmin(actor) || (actor.kind === 'subject' && model.owner !== undefined && ownedBy(model, actor.subjectId));

/**
 * What a declaration gets when it names no function of its own: reads follow its `read` level
 * (public for everyone, owner rows for their subject and admins, admin for admins); writes are
 * for admins and the server itself.
 */
function derived(model: ModelDefinition, operation: Operation): AccessFunction {
  if (operation !== 'read') return adminsOnly;
  return model.read === 'public' ? everyone : model.read === 'owner' ? ownersAndAdmins : adminsOnly;
}

/**
 * The rows of `model` this actor may touch with `operation`. `granted` is the access of a
 * module's own operation that has checked the caller itself (a subject's cart), instead of
 * the model's.
 */
export function accessTo(actor: Actor, model: ModelDefinition, operation: Operation, granted?: Partial<ModelAccess>): AccessResult {
  const access = granted?.[operation] ?? model.access[operation] ?? derived(model, operation);
  return access({ actor, model });
}

/**
 * The access of an operation on one subject's own rows, for a module's route that has already
 * checked that its caller is that subject (or an admin acting for it): it reads, changes and
 * deletes the rows the owner rules give the subject, and creates rows for it.
 */
export function subjectRows(subjectId: string): ModelAccess {
  const own: AccessFunction = ({ model }) => ownedBy(model, subjectId);
  return { read: own, create: everyone, update: own, delete: own };
}
