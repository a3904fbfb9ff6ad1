import { Anchor, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { RbacAuthenticationLoginDocument } from '../../../gql/graphql';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useSubmitStatus } from '../../../shared/forms/use-submit-status';
import { useSubjectSession } from '../session/subject-session';
import { authenticationPaths, SIGNED_IN_REDIRECT } from './paths';
import { useAuthenticationText } from './authentication-text';
import { useLocalizedPath } from './use-localized-path';
import { useValidationSchemas } from './validation';

/** Email and password sign-in: Email, Password, 'Forgot your password?' and Login. */
export function EmailPasswordLoginForm() {
  const [login] = useMutation(RbacAuthenticationLoginDocument);
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
        const { data } = await login({ variables: { data: { login: values.login.trim(), password: values.password } } });
        if (!data) throw new Error('No data');
        await start?.(data.rbacAuthenticationLogin);
        void navigate(to(SIGNED_IN_REDIRECT));
      }),
  });
  const errorOf = (field: keyof typeof form.values) => (form.touched[field] ? form.errors[field] : undefined);

  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput label={text.email} type="email" autoComplete="email" placeholder="you@example.com" {...form.getFieldProps('login')} error={errorOf('login')} />
        <PasswordInput
          label={text.password}
          autoComplete="current-password"
          {...form.getFieldProps('password')}
          error={errorOf('password')}
        />
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
