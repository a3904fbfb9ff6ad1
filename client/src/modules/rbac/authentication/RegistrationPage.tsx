import { Anchor } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { RbacAuthenticationRegistrationDocument } from '../../../gql/graphql';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { AuthFormCard } from './AuthFormCard';
import { EmailPasswordFields } from './EmailPasswordFields';
import { authenticationPaths } from './paths';
import { useAuthenticationText } from './authentication-text';
import { useEmailPasswordSignIn } from './use-email-password-sign-in';
import { useLocalizedPath } from './use-localized-path';
import { MIN_PASSWORD_LENGTH } from './validation';

/** Registration with an email and a password; the new subject is signed in at once. */
export function RegistrationPage() {
  const [register] = useMutation(RbacAuthenticationRegistrationDocument);
  const { form, status } = useEmailPasswordSignIn(
    async (data) => (await register({ variables: { data } })).data?.rbacAuthenticationRegistration,
  );
  const to = useLocalizedPath();
  const text = useAuthenticationText();

  return (
    <AuthFormCard
      title={text.registrationTitle}
      description={text.registrationDescription}
      footer={
        <>
          {text.haveAccount}{' '}
          <Anchor component={Link} to={to(authenticationPaths.selectMethod)} fw={500}>
            {text.signIn}
          </Anchor>
        </>
      }
      onSubmit={form.handleSubmit}
    >
      <EmailPasswordFields form={form} passwordAutoComplete="new-password" passwordDescription={text.passwordHint(MIN_PASSWORD_LENGTH)} />
      <SubmitButton status={status} fullWidth size="md">
        {text.register}
      </SubmitButton>
    </AuthFormCard>
  );
}
