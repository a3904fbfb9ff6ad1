import { Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useFormik } from 'formik';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useSubmitStatus } from '../../../shared/forms/use-submit-status';
import { showToast } from '../../../shared/toasts/toast-store';
import { useValidationSchemas } from '../authentication/validation';
import { useSettingsText } from './settings-text';
import { useIdentityMutations } from './use-identity-mutations';

interface ChangePasswordDialogProps {
  identityId: string;
  /** The identity's email: the new password signs this browser in again with it. */
  email: string;
  opened: boolean;
  onClose: () => void;
}

/** The spec's 'Change Password' dialog: the current password and a new one. */
export function ChangePasswordDialog({ identityId, email, opened, onClose }: ChangePasswordDialogProps) {
  const { changePassword } = useIdentityMutations();
  const { status, run } = useSubmitStatus();
  const text = useSettingsText();
  const { changePasswordSchema } = useValidationSchemas();
  const form = useFormik({
    initialValues: { password: '', newPassword: '' },
    validationSchema: changePasswordSchema,
    onSubmit: (values, helpers) =>
      run(async () => {
        await changePassword(identityId, email, values);
        showToast('success', text.updated);
        helpers.resetForm();
        onClose();
      }),
  });
  const errorOf = (field: 'password' | 'newPassword') => (form.touched[field] ? form.errors[field] : undefined);

  return (
    <Modal opened={opened} onClose={onClose} title={text.changePasswordTitle} centered radius="lg">
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {text.changePasswordDescription}
          </Text>
          <PasswordInput label={text.currentPassword} autoComplete="current-password" {...form.getFieldProps('password')} error={errorOf('password')} />
          <PasswordInput label={text.newPassword} autoComplete="new-password" {...form.getFieldProps('newPassword')} error={errorOf('newPassword')} />
          <SubmitButton status={status} pendingLabel={text.updating}>
            {text.changePasswordSubmit}
          </SubmitButton>
        </Stack>
      </form>
    </Modal>
  );
}
