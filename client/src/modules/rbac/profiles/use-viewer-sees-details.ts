import { useQuery } from '@apollo/client/react';
import { hasAdminRole, useSubject } from '../session/subject-session';
import { RbacMeDocument } from '../session/session.generated';

/**
 * Whether the signed-in viewer is shown a subject's identity details by the server (the subject
 * itself, or an admin): then its profile is read again in the browser, as that viewer. The page
 * the server rendered is every visitor's, without them. Known only in the browser, after the
 * session has loaded: the first render matches the server's.
 */
export function useViewerSeesDetails(subjectId: string | undefined): boolean {
  const subject = useSubject();
  // The session has read the subject with its roles already: no request of its own.
  const { data } = useQuery(RbacMeDocument, { fetchPolicy: 'cache-only', skip: !subject });
  if (!subject || !subjectId) return false;
  return subject.id === subjectId || hasAdminRole(data?.rbacMe?.roles);
}
