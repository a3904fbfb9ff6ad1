import { TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import { useRbacAuthenticationForgotPasswordMutation } from './authentication.generated';
import { fieldProps } from '../../../shared/forms/field-error';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useSubmitStatus } from '../../../shared/forms/use-submit-status';
import { showToast } from '../../../shared/toasts/toast-store';
import { AuthFormCard } from './AuthFormCard';
import { useAuthenticationText } from './authentication-text';
import { useValidationSchemas } from './validation';

/** Asks for a reset link by email; the server answers the same whether the account exists. */
export function ForgotPasswordPage() {
  const [sendLink] = useRbacAuthenticationForgotPasswordMutation();
  const { status, run } = useSubmitStatus();
  const text = useAuthenticationText();
  const { forgotPasswordSchema } = useValidationSchemas();

  const form = useFormik({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: (values) =>
      run(async () => {
        await sendLink({ variables: { email: values.email.trim() } });
        showToast('success', text.resetLinkSent);
      }),
  });

  return (
    <AuthFormCard title={text.forgotPassword} description={text.forgotPasswordDescription} onSubmit={form.handleSubmit}>
      <TextInput
        label={text.email}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        {...fieldProps(form, 'email')}
      />
      <SubmitButton status={status} fullWidth size="md">
        {text.sendResetLink}
      </SubmitButton>
    </AuthFormCard>
  );
}
