import { Anchor, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import { RbacAuthenticationForgotPasswordDocument } from '../../../gql/graphql';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useSubmitStatus } from '../../../shared/forms/use-submit-status';
import { showToast } from '../../../shared/toasts/toast-store';
import { AuthCard } from './AuthCard';
import { authenticationPaths } from './paths';
import { useAuthenticationText } from './authentication-text';
import { useLocalizedPath } from './use-localized-path';
import { useValidationSchemas } from './validation';

/** Asks for a reset link by email; the server answers the same whether the account exists. */
export function ForgotPasswordPage() {
  const [sendLink] = useMutation(RbacAuthenticationForgotPasswordDocument);
  const { status, run } = useSubmitStatus();
  const to = useLocalizedPath();
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
    <AuthCard
      title={text.forgotPassword}
      description={text.forgotPasswordDescription}
      footer={
        <Anchor component={Link} to={to(authenticationPaths.selectMethod)} fw={500}>
          {text.backToSignIn}
        </Anchor>
      }
    >
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={text.email}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...form.getFieldProps('email')}
            error={form.touched.email ? form.errors.email : undefined}
          />
          <SubmitButton status={status} fullWidth size="md">
            {text.sendResetLink}
          </SubmitButton>
        </Stack>
      </form>
    </AuthCard>
  );
}
