import type { Request } from 'express';
import type { Actor } from '../../core/access/actor.js';
import type { PublicCache } from '../../core/cache/public-cache.js';
import type { Identification } from '../../core/request-context.js';
import { SESSION_COOKIE, verifyAccessToken } from './access-token.js';
import { dropsSessions, SessionLookups } from './session-lookups.js';
import { rolesOfSession } from './subjects.js';

/** The access token of a request: the session cookie, or `Authorization: Bearer`. */
function tokenOf(req: Request): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  return bearer ?? (req.cookies?.[SESSION_COOKIE] as string | undefined);
}

/**
 * Who the requests to one app are signed in as: the subject of a valid token whose session has
 * not ended, with its roles; else nobody (marked when a token came but did not hold). A token's
 * signature and claims are checked, and its session and roles read by one statement, the first
 * time it comes; what they found is remembered (SessionLookups) until the token expires, a few
 * seconds pass, or a write to a subject, its roles or its sessions drops it, here or on another
 * instance (the public cache's drops carry them).
 */
export function signedInSubjects({ cache }: { cache: PublicCache }): Identification {
  const sessions = new SessionLookups();
  cache.onDrop((drop) => {
    if (dropsSessions(drop)) sessions.clear();
  });
  return {
    // Any Authorization header (even one that is no token) and the cookie are the caller's own.
    carriesCredentials: (req) => req.headers.authorization !== undefined || !!req.cookies?.[SESSION_COOKIE],
    async actorOf(req, config, em): Promise<Actor> {
      const token = tokenOf(req);
      if (!token) return { kind: 'anonymous' };
      // The very token found valid before (its signature and expiry checked then, its expiry again now).
      const known = sessions.get(token);
      if (known) return known;
      const claims = verifyAccessToken(config, token);
      if (!claims) return { kind: 'anonymous', tokenError: true };
      const readAt = sessions.generation;
      const roles = await rolesOfSession(em, claims);
      if (!roles) return { kind: 'anonymous', tokenError: true };
      const actor: Actor = Object.freeze({ kind: 'subject', subjectId: claims.subjectId, roles: Object.freeze(roles) as string[], sessionId: claims.sessionId });
      sessions.set(token, actor, { readAt, expiresAt: claims.expiresAt });
      return actor;
    },
  };
}
