import { PasswordInput, TextInput } from '@mantine/core';
import { fieldProps } from '../../../shared/forms/field-error';
import { useValidationSchemas } from '../authentication/validation';
import { type IdentityDialogProps, IdentityFormDialog } from './IdentityFormDialog';
import { useSettingsText } from './settings-text';
import { useIdentityMutations } from './use-identity-mutations';

/**
 * The spec's 'Update Email' dialog of an email identity; the current password confirms it. The
 * new address counts once the code mailed to it is entered: `onSaved` asks for it.
 */
export function UpdateEmailDialog({ identityId, email, onSaved, ...dialog }: IdentityDialogProps & { onSaved: () => void }) {
  const { update } = useIdentityMutations();
  const text = useSettingsText();
  const { updateEmailSchema } = useValidationSchemas();
  return (
    <IdentityFormDialog
      {...dialog}
      title={text.updateEmailTitle}
      description={text.updateEmailDescription}
      submitLabel={text.updateEmail}
      initialValues={{ email, password: '' }}
      enableReinitialize
      validationSchema={updateEmailSchema}
      save={(values) => update(identityId, { email: values.email.trim(), password: values.password })}
      savedMessage={text.codeSent}
      onSaved={onSaved}
    >
      {(form) => (
        <>
          <TextInput label={text.email} type="email" autoComplete="email" {...fieldProps(form, 'email')} />
          <PasswordInput label={text.currentPassword} autoComplete="current-password" {...fieldProps(form, 'password')} />
        </>
      )}
    </IdentityFormDialog>
  );
}
