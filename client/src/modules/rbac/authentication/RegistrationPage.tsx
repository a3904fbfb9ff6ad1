import { Anchor, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { RbacAuthenticationRegistrationDocument } from '../../../gql/graphql';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useSubmitStatus } from '../../../shared/forms/use-submit-status';
import { useSubjectSession } from '../session/subject-session';
import { AuthCard } from './AuthCard';
import { authenticationPaths, SIGNED_IN_REDIRECT } from './paths';
import { useAuthenticationText } from './authentication-text';
import { useLocalizedPath } from './use-localized-path';
import { MIN_PASSWORD_LENGTH, useValidationSchemas } from './validation';

/** Registration with an email and a password; the new subject is signed in at once. */
export function RegistrationPage() {
  const [register] = useMutation(RbacAuthenticationRegistrationDocument);
  const { start } = useSubjectSession();
  const { status, run } = useSubmitStatus();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const text = useAuthenticationText();
  const { loginSchema } = useValidationSchemas();

  const form = useFormik({
    initialValues: { login: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: (values) =>
      run(async () => {
        const { data } = await register({ variables: { data: { login: values.login.trim(), password: values.password } } });
        if (!data) throw new Error('No data');
        await start?.(data.rbacAuthenticationRegistration);
        void navigate(to(SIGNED_IN_REDIRECT));
      }),
  });
  const errorOf = (field: keyof typeof form.values) => (form.touched[field] ? form.errors[field] : undefined);

  return (
    <AuthCard
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
    >
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput label={text.email} type="email" autoComplete="email" placeholder="you@example.com" {...form.getFieldProps('login')} error={errorOf('login')} />
          <PasswordInput
            label={text.password}
            autoComplete="new-password"
            description={text.passwordHint(MIN_PASSWORD_LENGTH)}
            {...form.getFieldProps('password')}
            error={errorOf('password')}
          />
          <SubmitButton status={status} fullWidth size="md">
            {text.register}
          </SubmitButton>
        </Stack>
      </form>
    </AuthCard>
  );
}
