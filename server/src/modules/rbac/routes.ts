import { Router } from 'express';
import { checkId } from '../../core/model/ids.js';
import type { RequestContext } from '../../core/request-context.js';
import { unauthenticated } from '../../core/errors.js';
import { handle } from '../../core/rest/handler.js';
import { readData } from '../../core/rest/request-body.js';
import { requireSubject } from '../../core/access/session.js';
import { login, register } from './email-password.js';
import { addEmailIdentity, changePasswordOfIdentity, confirmEmail, deleteIdentity, identities, updateIdentity } from './identities.js';
import { forgotPassword, resetPassword } from './password-reset.js';
import { logout, logoutEverywhere, refreshSession, startVisit, type Tokens } from './sessions.js';
import { linkTelegram, telegramLogin } from './telegram.js';
import { walletLogin, walletNonce } from './wallet.js';
import { describeMe } from './me.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';

const base = '/rbac/subjects/authentication';

/** Answers tokens as `{jwt, refresh}` and sets the access token as the session cookie. */
function signedIn(context: RequestContext, tokens: Tokens) {
  setSessionCookie(context.res, context.config, tokens.jwt);
  return { data: tokens };
}

/** Sign-in, sessions and a subject's identities over REST. */
export function rbacRoutes(): Router {
  const router = Router();
  router.get(`${base}/me`, handle(async (_req, context) => ({ data: await describeMe(context) })));
  router.get(
    `${base}/is-authorized`,
    handle(async (_req, context) => {
      requireSubject(context.actor);
      return { data: true };
    }),
  );
  router.get(`${base}/init`, handle(async (_req, context) => signedIn(context, await startVisit(context))));
  // No body is no refresh token: refused, and the access cookie cleared (see refreshSession).
  router.post(`${base}/refresh`, handle(async (req, context) => signedIn(context, await refreshSession(context, await readData(req, { optional: true })))));
  router.post(
    `${base}/logout`,
    handle(async (req, context) => {
      await logout(context, await readData(req, { optional: true }));
      clearSessionCookie(context.res, context.config);
      return { data: true };
    }),
  );
  router.post(
    `${base}/logout-everywhere`,
    handle(async (_req, context) => {
      await logoutEverywhere(context);
      clearSessionCookie(context.res, context.config);
      return { data: true };
    }),
  );
  router.post(
    `${base}/email-and-password/registration`,
    handle(async (req, context) => ({ status: 201, ...signedIn(context, await register(context, await readData(req))) })),
  );
  router.post(`${base}/email-and-password/authentication`, handle(async (req, context) => signedIn(context, await login(context, await readData(req)))));
  router.post(
    `${base}/email-and-password/forgot-password`,
    handle(async (req, context) => {
      await forgotPassword(context, await readData(req));
      return { data: true };
    }),
  );
  router.post(
    `${base}/email-and-password/reset-password`,
    handle(async (req, context) => {
      await resetPassword(context, await readData(req));
      return { data: true };
    }),
  );
  router.get(`${base}/ethereum-virtual-machine/nonce`, handle(async (_req, context) => ({ data: await walletNonce(context) })));
  router.post(`${base}/ethereum-virtual-machine`, handle(async (req, context) => signedIn(context, await walletLogin(context, await readData(req)))));
  router.post(`${base}/telegram`, handle(async (req, context) => signedIn(context, await telegramLogin(context, await readData(req)))));

  router.get('/rbac/subjects/:id/identities', handle(async (req, context) => ({ data: await identities(context, checkId(req.params.id)) })));
  router.post(
    '/rbac/subjects/:id/identities',
    handle(async (req, context) => ({ status: 201, data: await addEmailIdentity(context, checkId(req.params.id), await readData(req)) })),
  );
  router.post(
    '/rbac/subjects/:id/identities/telegram',
    handle(async (req, context) => ({ status: 201, data: await linkTelegram(context, checkId(req.params.id), await readData(req)) })),
  );
  router.post(
    '/rbac/subjects/:id/identities/:identityId/confirm-email',
    handle(async (req, context) => ({
      data: await confirmEmail(context, checkId(req.params.id), checkId(req.params.identityId, 'identityId'), await readData(req)),
    })),
  );
  router.patch(
    '/rbac/subjects/:id/identities/:identityId',
    handle(async (req, context) => ({
      data: await updateIdentity(context, checkId(req.params.id), checkId(req.params.identityId, 'identityId'), await readData(req)),
    })),
  );
  router.delete(
    '/rbac/subjects/:id/identities/:identityId',
    handle(async (req, context) => ({ data: await deleteIdentity(context, checkId(req.params.id), checkId(req.params.identityId, 'identityId')) })),
  );
  router.patch(
    '/rbac/identities/:id/change-password',
    handle(async (req, context) => {
      if (context.actor.kind === 'anonymous') throw unauthenticated();
      return { data: await changePasswordOfIdentity(context, checkId(req.params.id), await readData(req)) };
    }),
  );
  return router;
}
