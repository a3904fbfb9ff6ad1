import { useRbacAuthenticationRegistrationMutation } from './authentication.generated';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { AuthFormCard } from './AuthFormCard';
import { AuthLink } from './AuthLink';
import { EmailPasswordFields } from './EmailPasswordFields';
import { authenticationPaths } from './paths';
import { useAuthenticationText } from './authentication-text';
import { useEmailPasswordSignIn } from './use-email-password-sign-in';
import { MIN_PASSWORD_LENGTH } from './validation';

/** Registration with an email and a password; the new subject is signed in at once. */
export function RegistrationPage() {
  const [register] = useRbacAuthenticationRegistrationMutation();
  const { form, status } = useEmailPasswordSignIn(
    async (data) => (await register({ variables: { data } })).data?.rbacAuthenticationRegistration,
  );
  const text = useAuthenticationText();

  return (
    <AuthFormCard
      title={text.registrationTitle}
      description={text.registrationDescription}
      footer={
        <AuthLink question={text.haveAccount} path={authenticationPaths.selectMethod}>
          {text.signIn}
        </AuthLink>
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
