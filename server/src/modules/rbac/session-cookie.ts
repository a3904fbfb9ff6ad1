import type { CookieOptions, Response } from 'express';
import type { Config } from '../../settings.js';
import { SESSION_COOKIE } from './access-token.js';

/**
 * Beside the access cookie (HTTP only: scripts cannot see it), a cookie scripts can read that
 * only says the access cookie was set, with no token in it. A client that finds no refresh token
 * but this mark asks the server to clear both (a refresh without a token does), so that a visitor
 * the site shows as signed out is signed out on the API too; visitors without it cost no request.
 */
export const SESSION_MARK_COOKIE = 'rbac.subject.session';

const options = (config: Config): CookieOptions => ({ sameSite: 'lax', secure: config.publicUrl.startsWith('https:'), path: '/' });

/** The access token as the session cookie: Lax, HTTP only, Secure behind https; and its mark. */
export function setSessionCookie(res: Response, config: Config, jwt: string) {
  const maxAge = config.rbac.jwtLifetimeSeconds * 1000;
  res.cookie(SESSION_COOKIE, jwt, { ...options(config), httpOnly: true, maxAge });
  res.cookie(SESSION_MARK_COOKIE, '1', { ...options(config), maxAge });
}

export function clearSessionCookie(res: Response, config: Config) {
  res.clearCookie(SESSION_COOKIE, { ...options(config), httpOnly: true });
  res.clearCookie(SESSION_MARK_COOKIE, options(config));
}
