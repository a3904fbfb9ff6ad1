import { SIGN_IN_PATH } from '../../../shared/session/sign-in-path';

// The routes of sign-in, unprefixed: the router also serves them under
// every language prefix.
const BASE = '/rbac/subject/authentication';

export const authenticationPaths = {
  selectMethod: SIGN_IN_PATH,
  registration: `${BASE}/email-and-password/registration`,
  forgotPassword: `${BASE}/email-and-password/forgot-password`,
  resetPassword: `${BASE}/email-and-password/reset-password`,
  logout: `${BASE}/logout`,
} as const;

/** Where a successful sign-in or registration lands (the configured success redirect). */
export const SIGNED_IN_REDIRECT = '/';
