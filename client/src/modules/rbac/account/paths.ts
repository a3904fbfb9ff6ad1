/** The spec's settings screen of the signed-in subject. */
export const settingsPath = '/rbac/subjects/settings';
