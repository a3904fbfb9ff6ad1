import type { Response } from 'express';
import type { Config } from '../../config.js';
import { SESSION_COOKIE } from './access-token.js';

/** The access token as the session cookie: Lax, HTTP only, Secure behind https. */
export function setSessionCookie(res: Response, config: Config, jwt: string) {
  res.cookie(SESSION_COOKIE, jwt, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    path: '/',
    maxAge: config.rbac.jwtLifetimeSeconds * 1000,
  });
}

export function clearSessionCookie(res: Response, config: Config) {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: config.publicUrl.startsWith('https:'), path: '/' });
}
