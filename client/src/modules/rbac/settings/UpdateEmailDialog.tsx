import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useSubmitStatus } from '../../../shared/forms/use-submit-status';
import { showToast } from '../../../shared/toasts/toast-store';
import { emailRule } from '../authentication/validation';
import { useIdentityMutations } from './use-identity-mutations';

interface UpdateEmailDialogProps {
  identityId: string;
  email: string;
  opened: boolean;
  onClose: () => void;
}

const schema = yup.object({ email: emailRule });

/** The spec's 'Update Email' dialog of an email identity. */
export function UpdateEmailDialog({ identityId, email, opened, onClose }: UpdateEmailDialogProps) {
  const { update } = useIdentityMutations();
  const { status, run } = useSubmitStatus();
  const form = useFormik({
    initialValues: { email },
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: (values) =>
      run(async () => {
        await update(identityId, { email: values.email.trim() });
        showToast('success', 'Updated successfully');
        onClose();
      }),
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Update Email" centered radius="lg">
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Change your account email address.
          </Text>
          <TextInput label="Email" type="email" autoComplete="email" {...form.getFieldProps('email')} error={form.touched.email ? form.errors.email : undefined} />
          <SubmitButton status={status} pendingLabel="Updating...">
            Update email
          </SubmitButton>
        </Stack>
      </form>
    </Modal>
  );
}
