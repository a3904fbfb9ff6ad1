import { LRUCache } from 'lru-cache';
import type { Actor } from '../../core/access/actor.js';
import type { CacheDrop } from '../../core/cache/public-cache.js';
import { RbacRefreshToken, RbacRole, RbacSubject, RbacSubjectsToRoles } from './entities.js';

/**
 * How long a session found valid is believed without asking the database again: the longest a
 * revocation can go unseen by an instance that missed its drop (while the drops' link is down
 * and has not noticed yet, or after SQL of an operator's own). Long enough for a shopper's next
 * page, far shorter than an access token's 15 minutes.
 */
export const SESSION_LOOKUP_TTL_MS = 60_000;
/** Tokens remembered at most (a few hundred bytes each). */
const MAX_SESSIONS = 10_000;

/** The rows a session's validity and roles are read from: a write to any of them drops every lookup. */
const SESSION_MODELS = new Set([RbacSubject, RbacSubjectsToRoles, RbacRole, RbacRefreshToken].map((model) => model.name));

/** Whether a drop of the public cache's may have changed a session: everything dropped, or a write to a session's rows. */
export const dropsSessions = (drop: CacheDrop) => ('models' in drop ? drop.models.some((model) => SESSION_MODELS.has(model)) : 'all' in drop);

interface Session {
  actor: Actor;
  /** When its token expires (ms). */
  expiresAt: number;
}

/**
 * The signed-in subjects (with their roles) of the access tokens found valid lately, on this
 * instance: a request with one of them is identified without a statement. Each is believed
 * SESSION_LOOKUP_TTL_MS at most, never past its token's expiry, and all are dropped by any
 * write to a subject, its roles or its refresh tokens (a sign-out, a revocation, a role
 * granted or taken), made here or on another instance.
 */
export class SessionLookups {
  private readonly sessions = new LRUCache<string, Session>({ max: MAX_SESSIONS, ttl: SESSION_LOOKUP_TTL_MS });
  private drops = 0;

  get(token: string): Actor | undefined {
    const session = this.sessions.get(token);
    return session && Date.now() < session.expiresAt ? session.actor : undefined;
  }

  /** Changes with every drop: a lookup notes it before asking the database and hands it to `set`. */
  get generation() {
    return this.drops;
  }

  /** Keeps what a lookup begun at `readAt` found, unless a drop came meanwhile (it may have read a session just revoked as valid). */
  set(token: string, actor: Actor, { readAt, expiresAt }: { readAt: number; expiresAt: number }) {
    if (readAt !== this.drops || expiresAt <= Date.now()) return;
    this.sessions.set(token, { actor, expiresAt });
  }

  clear() {
    this.drops += 1;
    this.sessions.clear();
  }
}
