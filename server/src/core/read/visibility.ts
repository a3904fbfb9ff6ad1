import type { ModelDefinition } from '../model/define-model.js';
import { accessTo, type ModelAccess } from '../access/access.js';
import { isAdmin, type Actor } from '../access/actor.js';
import { allOf as and, ownedBy, type Where } from '../access/ownership.js';
import { privateFields } from '../access/private-fields.js';
import { PUBLISHED } from '../access/publication.js';

/**
 * What one actor sees of one model's rows, decided here once from the declarations (its `read`
 * level, its access functions, its owner rule, its private fields, its `linkedOnly` rows, its
 * drafts) and
 * consumed by every read: both APIs' lists, rows by id and counts, the rows nested under other
 * rows (its condition goes into their subquery), the loaders, the answer caches, the sitemap,
 * OpenGraph images and the server render. The idea is PostgreSQL's row-level security: a
 * policy per table and role, applied by the one engine that reads, not by each caller.
 */
export interface Visibility {
  /** The rows it reads: a condition (`{}`: all of them), or null: none (a read of the model is refused). */
  rows: Where | null;
  /**
   * Private fields whose values it reads only on `ownRows` (null elsewhere): empty for admins,
   * the server, a module's own operation and models without private fields.
   */
  masked: readonly string[];
  /** The rows whose private values it reads (its own, by the owner rule); undefined: none. */
  ownRows?: Where;
  /** It sees what an anonymous visitor sees: an answer made for it may be shared with everyone. */
  sameForEveryone: boolean;
}

const ANONYMOUS: Actor = { kind: 'anonymous' };

/** The condition of an access result: `{}` for every row, null for none. */
const conditionOf = (access: boolean | Where): Where | null => (access === true ? {} : access === false ? null : access);


/**
 * What `actor` sees of `model`: read directly (a list, a count, a row by id), or `throughLink`
 * (nested under a row it reads: its `linkedOnly` rows too). `granted`: the access of a module's
 * own operation that has checked its caller itself (a subject's cart), in place of the model's;
 * such an operation reads the values of the rows it was granted.
 */
export function visibility(actor: Actor, model: ModelDefinition, granted?: Partial<ModelAccess>, throughLink = false): Visibility {
  const access = conditionOf(accessTo(actor, model, 'read', granted));
  // Rows only admins read directly (a receipt): anyone else reaches them through a link.
  const unlisted = model.linkedOnly && !throughLink && !isAdmin(actor) ? { $not: model.linkedOnly } : {};
  const listed = access && and(access, unlisted);
  // Drafts: only admins (and the server) read them, however they reach them.
  const rows = listed && (model.publishable && !isAdmin(actor) ? and(listed, PUBLISHED) : listed);
  const names = privateFields(model);
  const masked = granted || isAdmin(actor) ? [] : names;
  const ownRows = masked.length && actor.kind === 'subject' && model.owner ? ownedBy(model, actor.subjectId) : undefined;
  return { rows, masked, ownRows, sameForEveryone: sameAsAnonymous(actor, model, listed, granted) };
}

/** `listed`: the rows it reads but for the drafts, which every actor who is not an admin is refused alike. */
function sameAsAnonymous(actor: Actor, model: ModelDefinition, listed: Where | null, granted?: Partial<ModelAccess>) {
  if (actor.kind === 'anonymous') return !granted;
  // Every row and no value shown to it alone (admins read linkedOnly rows and drafts), as the anonymous visitor reads them.
  if (granted || !listed || Object.keys(listed).length || privateFields(model).length) return false;
  if (isAdmin(actor) && (model.linkedOnly || model.publishable)) return false;
  const anonymous = conditionOf(accessTo(ANONYMOUS, model, 'read'));
  return anonymous !== null && !Object.keys(anonymous).length;
}

/**
 * The rows a read filtering or ordering by a private field may return: only those whose
 * values it reads, or `{email: eq …}` would tell whether an address has an account.
 */
export function byPrivateField(seen: Visibility): Where | null {
  if (!seen.rows || !seen.masked.length) return seen.rows;
  return seen.ownRows ? and(seen.rows, seen.ownRows) : null;
}


/** Whether `seen` reads the values of this field: a declared field, neither hidden (never answered) nor masked. */
export function readsField(seen: Visibility, model: ModelDefinition, field: string): boolean {
  const definition = Object.hasOwn(model.fields, field) ? model.fields[field] : undefined;
  return seen.rows !== null && definition !== undefined && !definition.hidden && !seen.masked.includes(field);
}

/** What an anonymous visitor sees of a model: what everyone may be shown (a sitemap, a page url's values). */
export const seenByEveryone = (model: ModelDefinition) => visibility(ANONYMOUS, model);
