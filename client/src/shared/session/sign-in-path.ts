/**
 * Where a visitor signs in (unprefixed; the router serves it under every language prefix): the
 * first of rbac's sign-in screens, which content asking for an account links to.
 */
export const SIGN_IN_PATH = '/rbac/subject/authentication/select-method';
