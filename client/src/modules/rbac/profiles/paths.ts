// The spec's public link shapes of profiles (unprefixed; SiteLink adds the language).
export const subjectPath = (slug: string) => `/rbac/subjects/${encodeURIComponent(slug)}`;
export const socialProfilePath = (slug: string) => `${subjectPath(slug)}/social/profile`;

/** The url segment that names the subject a profile page shows. */
export const SUBJECT_SEGMENT = 'rbac.subjects.slug';
