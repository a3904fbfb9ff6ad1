import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useRbacAuthenticationLoginMutation } from '../authentication/authentication.generated';
import {
  useRbacSubjectIdentityConfirmEmailMutation,
  useRbacSubjectIdentityCreateTelegramMutation,
  useRbacSubjectIdentityDeleteMutation,
  useRbacSubjectIdentityUpdateMutation,
} from './identities.generated';
import type { RbacIdentityChangeInput, RbacTelegramInput } from '../../../gql/graphql';
import { refetchListsLater } from '../../../shared/graphql/refetch-lists';
import { storeRefreshToken } from '../../../shared/session/refresh-token';
import { useSubject } from '../../../shared/session/subject-session';

// Lists that show identities: the settings list and the session's own subject.
const IDENTITY_LISTS = ['rbacSubjectIdentities', 'rbacMe'];

/** Linking, update and delete of the signed-in subject's identities, with their guards. */
export function useIdentityMutations() {
  const subject = useSubject();
  const client = useApolloClient();
  const [updateIdentity] = useRbacSubjectIdentityUpdateMutation();
  const [login] = useRbacAuthenticationLoginMutation();
  const [deleteIdentity] = useRbacSubjectIdentityDeleteMutation();
  const [createTelegram] = useRbacSubjectIdentityCreateTelegramMutation();
  const [confirm] = useRbacSubjectIdentityConfirmEmailMutation();

  /** Links the Telegram account the Login Widget's answer vouches for. */
  const linkTelegram = useCallback(
    async (answer: RbacTelegramInput) => {
      if (!subject) throw new Error('id is required');
      await createTelegram({ variables: { subjectId: subject.id, data: answer } });
      refetchListsLater(client.cache, IDENTITY_LISTS);
    },
    [subject, createTelegram, client],
  );

  const update = useCallback(
    async (identityId: string | undefined, data: RbacIdentityChangeInput) => {
      if (!identityId) throw new Error('identityId is required');
      if (!subject) throw new Error('id is required');
      await updateIdentity({ variables: { subjectId: subject.id, identityId, data } });
      refetchListsLater(client.cache, IDENTITY_LISTS);
    },
    [subject, updateIdentity, client],
  );

  /** Confirms the identity's pending address with the code mailed to it: it becomes the identity's email. */
  const confirmEmail = useCallback(
    async (identityId: string | undefined, code: string) => {
      if (!identityId) throw new Error('identityId is required');
      if (!subject) throw new Error('id is required');
      await confirm({ variables: { subjectId: subject.id, identityId, code } });
      refetchListsLater(client.cache, IDENTITY_LISTS);
    },
    [subject, confirm, client],
  );

  /**
   * A new password ends every session of the subject, this one included: this browser signs
   * in again with it at once (before any list is read again as nobody). The same subject,
   * so what is cached stays true: only the tokens change (the answer sets the new cookie).
   */
  const changePassword = useCallback(
    async (identityId: string | undefined, email: string, data: { password: string; newPassword: string }) => {
      if (!identityId) throw new Error('identityId is required');
      if (!subject) throw new Error('id is required');
      await updateIdentity({ variables: { subjectId: subject.id, identityId, data } });
      const { data: signedIn } = await login({ variables: { data: { login: email, password: data.newPassword } } });
      if (!signedIn) throw new Error('No data');
      storeRefreshToken(signedIn.rbacAuthenticationLogin.refresh);
      refetchListsLater(client.cache, IDENTITY_LISTS);
    },
    [subject, updateIdentity, login, client],
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

  return { linkTelegram, update, confirmEmail, changePassword, remove };
}
