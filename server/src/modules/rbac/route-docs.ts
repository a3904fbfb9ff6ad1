import type { RouteDoc } from '../../core/rest/route-doc.js';

const tokens = { type: 'object', properties: { jwt: { type: 'string' }, refresh: { type: 'string' } }, required: ['jwt', 'refresh'] };
const identity = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    provider: { type: 'string' },
    email: { type: ['string', 'null'], description: 'The address it signs in with: proven.' },
    pendingEmail: { type: ['string', 'null'], description: 'An address added or changed to, waiting for the code mailed to it: it signs nothing in until confirmed.' },
    pendingEmailExpiresAt: { type: ['string', 'null'], format: 'date-time', description: 'When the code mailed to pendingEmail stops working.' },
    account: { type: ['string', 'null'] },
  },
};
const login = { type: 'object', properties: { login: { type: 'string', format: 'email' }, password: { type: 'string', minLength: 8 } }, required: ['login', 'password'] };
const base = '/api/rbac/subjects/authentication';
/** The Telegram Login Widget's answer, as it gives it. */
const telegram = {
  type: 'object',
  properties: {
    id: { type: ['integer', 'string'], description: 'Telegram user id' },
    first_name: { type: 'string', maxLength: 256 },
    last_name: { type: 'string', maxLength: 256 },
    username: { type: 'string', maxLength: 64 },
    photo_url: { type: 'string', maxLength: 2048 },
    auth_date: { type: ['integer', 'string'], description: 'Unix time of the sign-in' },
    hash: { type: 'string', pattern: '^[0-9a-fA-F]{64}$' },
  },
  required: ['id', 'auth_date', 'hash'],
  additionalProperties: false,
};
const tag = 'rbac';
const subject = { name: 'id', in: 'path' as const, schema: { type: 'string', format: 'uuid' } };
const identityId = { name: 'identityId', in: 'path' as const, schema: { type: 'string', format: 'uuid' } };

export const rbacRouteDocs: RouteDoc[] = [
  { method: 'get', path: `${base}/me`, tag, summary: 'The signed-in subject with its identities and roles; null without a token.', response: { type: ['object', 'null'] } },
  { method: 'get', path: `${base}/is-authorized`, tag, summary: 'true when signed in; 401 otherwise.', response: { type: 'boolean' } },
  { method: 'get', path: `${base}/init`, tag, summary: 'A new anonymous subject with its tokens (cookie rbac.subject.jwt set).', response: tokens },
  {
    method: 'post',
    path: `${base}/refresh`,
    tag,
    summary:
      "Exchanges a single-use refresh token; a reused one revokes all of the subject's sessions. Refused (none given, expired, revoked, reused: 401), it clears the access cookie too, but for a token another refresh used just now.",
    body: { type: 'object', properties: { refresh: { type: 'string' } } },
    response: tokens,
  },
  { method: 'post', path: `${base}/logout`, tag, summary: 'Clears the cookie and ends this session: the refresh token given and the access token are refused from now on.', body: { type: 'object', properties: { refresh: { type: 'string' } } }, response: { type: 'boolean' } },
  {
    method: 'post',
    path: `${base}/logout-everywhere`,
    tag,
    summary: 'Signs the subject out everywhere: every refresh token and every access token issued until now are refused (401 without a valid token).',
    response: { type: 'boolean' },
  },
  { method: 'post', path: `${base}/email-and-password/registration`, tag, summary: 'Registers (rate limited).', body: login, response: tokens, status: 201 },
  { method: 'post', path: `${base}/email-and-password/authentication`, tag, summary: 'Signs in (10 failures in 15 minutes: 429).', body: login, response: tokens },
  { method: 'post', path: `${base}/email-and-password/forgot-password`, tag, summary: 'Sends a reset link (same answer whether or not the account exists).', body: { type: 'object', properties: { email: { type: 'string', format: 'email' } }, required: ['email'] }, response: { type: 'boolean' } },
  {
    method: 'post',
    path: `${base}/email-and-password/reset-password`,
    tag,
    summary: 'Sets a new password with the single-use code of the reset link (valid one hour); every session of the subject ends.',
    body: { type: 'object', properties: { password: { type: 'string', minLength: 8 }, passwordConfirmation: { type: 'string', minLength: 8 }, code: { type: 'string' } }, required: ['password', 'passwordConfirmation', 'code'] },
    response: { type: 'boolean' },
  },
  { method: 'get', path: `${base}/ethereum-virtual-machine/nonce`, tag, summary: 'A single-use nonce for a Sign-In with Ethereum message.', response: { type: 'string' } },
  {
    method: 'post',
    path: `${base}/ethereum-virtual-machine`,
    tag,
    summary: 'Signs in with an EIP-4361 message signed by the wallet.',
    body: { type: 'object', properties: { message: { type: 'string' }, signature: { type: 'string' }, address: { type: 'string' } }, required: ['message', 'signature'] },
    response: tokens,
  },
  {
    method: 'post',
    path: `${base}/telegram`,
    tag,
    summary:
      "Signs in with the Telegram Login Widget's answer, checked with the bot token (TELEGRAM_BOT_TOKEN); the first sign-in makes the subject. 401 when forged or older than TELEGRAM_AUTH_MAX_AGE_SECONDS, 404 when Telegram is not configured.",
    body: telegram,
    response: tokens,
  },
  { method: 'get', path: '/api/rbac/subjects/:id/identities', tag, summary: "The subject's identities (itself or an admin).", parameters: [subject], response: { type: 'array', items: identity } },
  {
    method: 'post',
    path: '/api/rbac/subjects/:id/identities',
    tag,
    summary:
      'Adds an email-and-password identity (one per subject: 409 for a second). Its address is pendingEmail until confirmed with the code mailed to it (confirm-email, within one hour): until then it signs nothing in, receives no reset and blocks no registration. Counts against the registration limit of the address and the subject\'s 5 identities a day (429).',
    parameters: [subject],
    body: { type: 'object', properties: { email: { type: 'string' }, password: { type: 'string' } }, required: ['email', 'password'] },
    response: identity,
    status: 201,
  },
  {
    method: 'post',
    path: '/api/rbac/subjects/:id/identities/:identityId/confirm-email',
    tag,
    summary:
      "Confirms the identity's pendingEmail with the code mailed to it: the address becomes its email. A code works once and one hour; wrong codes are limited per address and subject (429). 409 when an account registered the address meanwhile.",
    parameters: [subject, identityId],
    body: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] },
    response: identity,
  },
  {
    method: 'post',
    path: '/api/rbac/subjects/:id/identities/telegram',
    tag,
    summary: "Links a Telegram account to the subject with the Login Widget's answer (409 when another subject has it). A new link counts like an identity added (429).",
    parameters: [subject],
    body: telegram,
    response: identity,
    status: 201,
  },
  {
    method: 'patch',
    path: '/api/rbac/subjects/:id/identities/:identityId',
    tag,
    summary:
      'Changes the email ({email, password}) or the password ({password, newPassword}); both need the current password. A new email is pendingEmail until confirmed with the code mailed to it (confirm-email), the current one signing in meanwhile, and counts like an identity added (429). A new password ends every session of the subject.',
    parameters: [subject, identityId],
    body: { type: 'object', properties: { email: { type: 'string' }, password: { type: 'string' }, newPassword: { type: 'string' } } },
    response: identity,
  },
  { method: 'delete', path: '/api/rbac/subjects/:id/identities/:identityId', tag, summary: 'Deletes an identity (not the last one).', parameters: [subject, identityId], response: identity },
  {
    method: 'patch',
    path: '/api/rbac/identities/:id/change-password',
    tag,
    summary: 'Changes the password of an identity ({password, newPassword}); every session of the subject ends.',
    parameters: [{ name: 'id', in: 'path', schema: { type: 'string', format: 'uuid' } }],
    body: { type: 'object', properties: { password: { type: 'string' }, newPassword: { type: 'string' } } },
    response: identity,
  },
];
