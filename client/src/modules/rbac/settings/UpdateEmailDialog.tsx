import { Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useSubmitStatus } from '../../../shared/forms/use-submit-status';
import { showToast } from '../../../shared/toasts/toast-store';
import { useValidationSchemas } from '../authentication/validation';
import { useSettingsText } from './settings-text';
import { useIdentityMutations } from './use-identity-mutations';

interface UpdateEmailDialogProps {
  identityId: string;
  email: string;
  opened: boolean;
  onClose: () => void;
}

/** The spec's 'Update Email' dialog of an email identity; the current password confirms it. */
export function UpdateEmailDialog({ identityId, email, opened, onClose }: UpdateEmailDialogProps) {
  const { update } = useIdentityMutations();
  const { status, run } = useSubmitStatus();
  const text = useSettingsText();
  const { updateEmailSchema } = useValidationSchemas();
  const form = useFormik({
    initialValues: { email, password: '' },
    enableReinitialize: true,
    validationSchema: updateEmailSchema,
    onSubmit: (values, helpers) =>
      run(async () => {
        await update(identityId, { email: values.email.trim(), password: values.password });
        showToast('success', text.updated);
        helpers.resetForm();
        onClose();
      }),
  });
  const errorOf = (field: 'email' | 'password') => (form.touched[field] ? form.errors[field] : undefined);

  return (
    <Modal opened={opened} onClose={onClose} title={text.updateEmailTitle} centered radius="lg">
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {text.updateEmailDescription}
          </Text>
          <TextInput label={text.email} type="email" autoComplete="email" {...form.getFieldProps('email')} error={errorOf('email')} />
          <PasswordInput label={text.currentPassword} autoComplete="current-password" {...form.getFieldProps('password')} error={errorOf('password')} />
          <SubmitButton status={status} pendingLabel={text.updating}>
            {text.updateEmail}
          </SubmitButton>
        </Stack>
      </form>
    </Modal>
  );
}
