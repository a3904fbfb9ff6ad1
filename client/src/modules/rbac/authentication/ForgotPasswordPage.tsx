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
import { useLocalizedPath } from './use-localized-path';
import { forgotPasswordSchema } from './validation';

/** Asks for a reset link by email; the server answers the same whether the account exists. */
export function ForgotPasswordPage() {
  const [sendLink] = useMutation(RbacAuthenticationForgotPasswordDocument);
  const { status, run } = useSubmitStatus();
  const to = useLocalizedPath();

  const form = useFormik({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: (values) =>
      run(async () => {
        await sendLink({ variables: { email: values.email.trim() } });
        showToast('success', 'Reset link sent');
      }),
  });

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <Anchor component={Link} to={to(authenticationPaths.selectMethod)} fw={500}>
          Back to sign in
        </Anchor>
      }
    >
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...form.getFieldProps('email')}
            error={form.touched.email ? form.errors.email : undefined}
          />
          <SubmitButton status={status} fullWidth size="md">
            Send reset link
          </SubmitButton>
        </Stack>
      </form>
    </AuthCard>
  );
}
