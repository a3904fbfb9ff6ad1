import { Alert, Anchor, PasswordInput, Stack } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { RbacAuthenticationResetPasswordDocument } from '../../../gql/graphql';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useSubmitStatus } from '../../../shared/forms/use-submit-status';
import { showToast } from '../../../shared/toasts/toast-store';
import { AuthCard } from './AuthCard';
import { authenticationPaths } from './paths';
import { useAuthenticationText } from './authentication-text';
import { useLocalizedPath } from './use-localized-path';
import { useValidationSchemas } from './validation';

/** A new password for the account of the reset link (its code is in the query string). */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const [resetPassword] = useMutation(RbacAuthenticationResetPasswordDocument);
  const { status, run } = useSubmitStatus();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const code = searchParams.get('code') ?? '';
  const text = useAuthenticationText();
  const { resetPasswordSchema } = useValidationSchemas();

  const form = useFormik({
    initialValues: { password: '', passwordConfirmation: '', code },
    enableReinitialize: true,
    validationSchema: resetPasswordSchema,
    onSubmit: (values) =>
      run(async () => {
        await resetPassword({ variables: { data: values } });
        showToast('success', text.passwordResetDone);
        void navigate(to(authenticationPaths.selectMethod));
      }),
  });
  const errorOf = (field: 'password' | 'passwordConfirmation') => (form.touched[field] ? form.errors[field] : undefined);

  return (
    <AuthCard
      title={text.resetPasswordTitle}
      description={text.resetPasswordDescription}
      footer={
        <Anchor component={Link} to={to(authenticationPaths.selectMethod)} fw={500}>
          {text.backToSignIn}
        </Anchor>
      }
    >
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="md">
          {!code && (
            <Alert color="red" variant="light">
              {form.errors.code ?? text.resetCodeMissing}
            </Alert>
          )}
          <PasswordInput label={text.newPassword} autoComplete="new-password" {...form.getFieldProps('password')} error={errorOf('password')} />
          <PasswordInput
            label={text.confirmPassword}
            autoComplete="new-password"
            {...form.getFieldProps('passwordConfirmation')}
            error={errorOf('passwordConfirmation')}
          />
          <SubmitButton status={status} fullWidth size="md" disabled={!code}>
            {text.resetPassword}
          </SubmitButton>
        </Stack>
      </form>
    </AuthCard>
  );
}
