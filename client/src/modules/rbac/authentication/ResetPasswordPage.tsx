import { Alert, PasswordInput } from '@mantine/core';
import { useFormik } from 'formik';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRbacAuthenticationResetPasswordMutation } from './authentication.generated';
import { fieldProps } from '../../../shared/forms/field-error';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useSubmitStatus } from '../../../shared/forms/use-submit-status';
import { showToast } from '../../../shared/toasts/toast-store';
import { AuthFormCard } from './AuthFormCard';
import { authenticationPaths } from './paths';
import { useAuthenticationText } from './authentication-text';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { useValidationSchemas } from './validation';

/** A new password for the account of the reset link (its code is in the query string). */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const [resetPassword] = useRbacAuthenticationResetPasswordMutation();
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

  return (
    <AuthFormCard title={text.resetPasswordTitle} description={text.resetPasswordDescription} onSubmit={form.handleSubmit}>
      {!code && (
        <Alert color="red" variant="light">
          {form.errors.code ?? text.resetCodeMissing}
        </Alert>
      )}
      <PasswordInput label={text.newPassword} autoComplete="new-password" {...fieldProps(form, 'password')} />
      <PasswordInput
        label={text.confirmPassword}
        autoComplete="new-password"
        {...fieldProps(form, 'passwordConfirmation')}
      />
      <SubmitButton status={status} fullWidth size="md" disabled={!code}>
        {text.resetPassword}
      </SubmitButton>
    </AuthFormCard>
  );
}
