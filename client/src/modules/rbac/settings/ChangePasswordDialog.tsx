import { PasswordInput } from '@mantine/core';
import { fieldProps } from '../../../shared/forms/field-error';
import { useValidationSchemas } from '../authentication/validation';
import { type IdentityDialogProps, IdentityFormDialog } from './IdentityFormDialog';
import { useSettingsText } from './settings-text';
import { useIdentityMutations } from './use-identity-mutations';

/**
 * The spec's 'Change Password' dialog: the current password and a new one. The new password
 * signs this browser in again with the identity's email.
 */
export function ChangePasswordDialog({ identityId, email, ...dialog }: IdentityDialogProps) {
  const { changePassword } = useIdentityMutations();
  const text = useSettingsText();
  const { changePasswordSchema } = useValidationSchemas();
  return (
    <IdentityFormDialog
      {...dialog}
      title={text.changePasswordTitle}
      description={text.changePasswordDescription}
      submitLabel={text.changePasswordSubmit}
      initialValues={{ password: '', newPassword: '' }}
      validationSchema={changePasswordSchema}
      save={(values) => changePassword(identityId, email, values)}
    >
      {(form) => (
        <>
          <PasswordInput label={text.currentPassword} autoComplete="current-password" {...fieldProps(form, 'password')} />
          <PasswordInput label={text.newPassword} autoComplete="new-password" {...fieldProps(form, 'newPassword')} />
        </>
      )}
    </IdentityFormDialog>
  );
}
