import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useRbacAuthenticationLoginMutation } from './authentication.generated';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { EmailPasswordFields } from './EmailPasswordFields';
import { authenticationPaths } from './paths';
import { useAuthenticationText } from './authentication-text';
import { useEmailPasswordSignIn } from './use-email-password-sign-in';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';

/** Email and password sign-in: Email, Password, 'Forgot your password?' and Login. */
export function EmailPasswordLoginForm() {
  const [login] = useRbacAuthenticationLoginMutation();
  const { form, status } = useEmailPasswordSignIn(async (data) => (await login({ variables: { data } })).data?.rbacAuthenticationLogin);
  const to = useLocalizedPath();
  const text = useAuthenticationText();

  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Stack gap="md">
        <EmailPasswordFields form={form} passwordAutoComplete="current-password" />
        <Anchor component={Link} to={to(authenticationPaths.forgotPassword)} size="sm" ta="right" mt={-8}>
          {text.forgotPassword}
        </Anchor>
        <SubmitButton status={status} fullWidth size="md">
          {text.login}
        </SubmitButton>
      </Stack>
    </form>
  );
}
