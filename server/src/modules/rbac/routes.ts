import { Router } from 'express';
import { checkId } from '../../core/crud/crud-service.js';
import type { RequestContext } from '../../core/context.js';
import { unauthenticated } from '../../core/errors.js';
import { handle } from '../../core/rest/handler.js';
import { readData } from '../../core/rest/request-body.js';
import { Authentication, type Tokens } from './authentication.js';
import { describeMe } from './me.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';

const base = '/rbac/subjects/authentication';

/** Answers tokens as `{jwt, refresh}` and sets the access token as the session cookie. */
function signedIn(context: RequestContext, tokens: Tokens) {
  setSessionCookie(context.res, context.config, tokens.jwt);
  return { data: tokens };
}

/** Sign-in, sessions and a subject's identities over REST (spec 000 section 7). */
export function rbacRoutes(): Router {
  const router = Router();
  const auth = (context: RequestContext) => new Authentication(context);

  router.get(`${base}/me`, handle(async (_req, context) => ({ data: await describeMe(context) })));
  router.get(
    `${base}/is-authorized`,
    handle(async (_req, context) => {
      auth(context).requireSubject();
      return { data: true };
    }),
  );
  router.get(`${base}/init`, handle(async (_req, context) => signedIn(context, await auth(context).init())));
  router.post(`${base}/refresh`, handle(async (req, context) => signedIn(context, await auth(context).refresh(await readData(req)))));
  router.post(
    `${base}/logout`,
    handle(async (req, context) => {
      await auth(context).logout(await readData(req, { optional: true }));
      clearSessionCookie(context.res, context.config);
      return { data: true };
    }),
  );
  router.post(
    `${base}/logout-everywhere`,
    handle(async (_req, context) => {
      await auth(context).logoutEverywhere();
      clearSessionCookie(context.res, context.config);
      return { data: true };
    }),
  );
  router.post(
    `${base}/email-and-password/registration`,
    handle(async (req, context) => ({ status: 201, ...signedIn(context, await auth(context).register(await readData(req))) })),
  );
  router.post(`${base}/email-and-password/authentication`, handle(async (req, context) => signedIn(context, await auth(context).login(await readData(req)))));
  router.post(
    `${base}/email-and-password/forgot-password`,
    handle(async (req, context) => {
      await auth(context).forgotPassword(await readData(req));
      return { data: true };
    }),
  );
  router.post(
    `${base}/email-and-password/reset-password`,
    handle(async (req, context) => {
      await auth(context).resetPassword(await readData(req));
      return { data: true };
    }),
  );
  router.get(`${base}/ethereum-virtual-machine/nonce`, handle(async (_req, context) => ({ data: await auth(context).walletNonce() })));
  router.post(`${base}/ethereum-virtual-machine`, handle(async (req, context) => signedIn(context, await auth(context).walletLogin(await readData(req)))));

  router.get('/rbac/subjects/:id/identities', handle(async (req, context) => ({ data: await auth(context).identities(checkId(req.params.id)) })));
  router.post(
    '/rbac/subjects/:id/identities',
    handle(async (req, context) => ({ status: 201, data: await auth(context).addEmailIdentity(checkId(req.params.id), await readData(req)) })),
  );
  router.patch(
    '/rbac/subjects/:id/identities/:identityId',
    handle(async (req, context) => ({
      data: await auth(context).updateIdentity(checkId(req.params.id), checkId(req.params.identityId, 'identityId'), await readData(req)),
    })),
  );
  router.delete(
    '/rbac/subjects/:id/identities/:identityId',
    handle(async (req, context) => ({ data: await auth(context).deleteIdentity(checkId(req.params.id), checkId(req.params.identityId, 'identityId')) })),
  );
  router.patch(
    '/rbac/identities/:id/change-password',
    handle(async (req, context) => {
      if (context.actor.kind === 'anonymous') throw unauthenticated();
      return { data: await auth(context).changePasswordOfIdentity(checkId(req.params.id), await readData(req)) };
    }),
  );
  return router;
}
