import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  RbacSubjectIdentityDeleteDocument,
  RbacSubjectIdentityUpdateDocument,
  type RbacIdentityChangeInput,
} from '../../../gql/graphql';
import { refetchListsLater } from '../../../shared/graphql/refetch-lists';
import { useSubject } from '../session/subject-session';

// Lists that show identities: the settings list and the session's own subject.
const IDENTITY_LISTS = ['rbacSubjectIdentities', 'rbacMe'];

/** Update and delete of the signed-in subject's identities, with the spec's guards. */
export function useIdentityMutations() {
  const subject = useSubject();
  const client = useApolloClient();
  const [updateIdentity] = useMutation(RbacSubjectIdentityUpdateDocument);
  const [deleteIdentity] = useMutation(RbacSubjectIdentityDeleteDocument);

  const update = useCallback(
    async (identityId: string | undefined, data: RbacIdentityChangeInput) => {
      if (!identityId) throw new Error('identityId is required');
      if (!subject) throw new Error('id is required');
      await updateIdentity({ variables: { subjectId: subject.id, identityId, data } });
      refetchListsLater(client.cache, IDENTITY_LISTS);
    },
    [subject, updateIdentity, client],
  );

  const remove = useCallback(
    async (identityId: string | undefined) => {
      if (!identityId) throw new Error('identityId is required');
      if (!subject) throw new Error('id is required');
      await deleteIdentity({ variables: { subjectId: subject.id, identityId } });
      refetchListsLater(client.cache, IDENTITY_LISTS);
    },
    [subject, deleteIdentity, client],
  );

  return { update, remove };
}
