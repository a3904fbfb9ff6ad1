import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/access/actor.js';
import { SESSION_COOKIE, verifyAccessToken } from './access-token.js';
import { rolesOfSession } from './subjects.js';

/** The access token of a request: the session cookie, or `Authorization: Bearer`. */
function tokenOf(req: Request): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  return bearer ?? (req.cookies?.[SESSION_COOKIE] as string | undefined);
}

/**
 * The signed-in subject of a request, with its roles, when its token is valid and its session
 * not ended; else nobody (marked when a token came but did not hold).
 */
export async function subjectOfRequest(req: Request, config: Config, em: EntityManager): Promise<Actor> {
  const token = tokenOf(req);
  if (!token) return { kind: 'anonymous' };
  const claims = verifyAccessToken(config, token);
  const roles = claims ? await rolesOfSession(em, claims) : null;
  if (!claims || !roles) return { kind: 'anonymous', tokenError: true };
  return { kind: 'subject', subjectId: claims.subjectId, roles, sessionId: claims.sessionId };
}
