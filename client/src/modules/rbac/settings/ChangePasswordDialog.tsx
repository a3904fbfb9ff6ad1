import { Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useSubmitStatus } from '../../../shared/forms/use-submit-status';
import { showToast } from '../../../shared/toasts/toast-store';
import { passwordRule } from '../authentication/validation';
import { useIdentityMutations } from './use-identity-mutations';

interface ChangePasswordDialogProps {
  identityId: string;
  opened: boolean;
  onClose: () => void;
}

const schema = yup.object({ password: passwordRule, newPassword: passwordRule });

/** The spec's 'Change Password' dialog: the current password and a new one. */
export function ChangePasswordDialog({ identityId, opened, onClose }: ChangePasswordDialogProps) {
  const { update } = useIdentityMutations();
  const { status, run } = useSubmitStatus();
  const form = useFormik({
    initialValues: { password: '', newPassword: '' },
    validationSchema: schema,
    onSubmit: (values, helpers) =>
      run(async () => {
        await update(identityId, values);
        showToast('success', 'Updated successfully');
        helpers.resetForm();
        onClose();
      }),
  });
  const errorOf = (field: 'password' | 'newPassword') => (form.touched[field] ? form.errors[field] : undefined);

  return (
    <Modal opened={opened} onClose={onClose} title="Change Password" centered radius="lg">
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Update your account password.
          </Text>
          <PasswordInput label="Current password" autoComplete="current-password" {...form.getFieldProps('password')} error={errorOf('password')} />
          <PasswordInput label="New password" autoComplete="new-password" {...form.getFieldProps('newPassword')} error={errorOf('newPassword')} />
          <SubmitButton status={status} pendingLabel="Updating...">
            Change password
          </SubmitButton>
        </Stack>
      </form>
    </Modal>
  );
}
