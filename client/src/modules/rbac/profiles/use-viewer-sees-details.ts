import { hasAdminRole, useSubject } from '../../../shared/session/subject-session';
import { useRbacMeQuery } from '../../../shared/session/session.generated';

/**
 * Whether the signed-in viewer is shown a subject's identity details by the server (the subject
 * itself, or an admin): then its profile is read again in the browser, as that viewer. The page
 * the server rendered is every visitor's, without them. Known only in the browser, after the
 * session has loaded: the first render matches the server's.
 *
 * `subjectId` is the subject everyone may read, undefined when its profile is not public (no
 * social profile yet): then only the subject itself, known by the url's slug, sees it (the
 * server answers it its own row), as it sees its profile before anyone else does.
 */
export function useViewerSeesDetails(subjectId: string | undefined, slug: string): boolean {
  const subject = useSubject();
  // The session has read the subject with its slug and roles already: no request of its own.
  const { data } = useRbacMeQuery({ fetchPolicy: 'cache-only', skip: !subject });
  if (!subject) return false;
  if (!subjectId) return data?.rbacMe?.slug === slug;
  return subject.id === subjectId || hasAdminRole(data?.rbacMe?.roles);
}
