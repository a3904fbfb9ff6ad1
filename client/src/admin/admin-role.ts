/** The role whose subjects may use the admin (the server's ADMIN_ROLE). */
export const ADMIN_ROLE_UID = 'admin';

/** True when one of the roles is the admin role. */
export function hasAdminRole(roles: readonly { uid: string }[] | null | undefined): boolean {
  return Boolean(roles?.some((role) => role.uid === ADMIN_ROLE_UID));
}
