import { TextInput } from '@mantine/core';
import { useMemo } from 'react';
import * as yup from 'yup';
import { fieldProps } from '../../../shared/forms/field-error';
import { type IdentityDialogProps, IdentityFormDialog } from './IdentityFormDialog';
import { useSettingsText } from './settings-text';
import { useIdentityMutations } from './use-identity-mutations';

/** Asks for the code mailed to the identity's pending address (`email`); once confirmed, the address signs in. */
export function ConfirmEmailDialog({ identityId, email, ...dialog }: IdentityDialogProps) {
  const { confirmEmail } = useIdentityMutations();
  const text = useSettingsText();
  const schema = useMemo(() => yup.object({ code: yup.string().trim().required(text.codeRequired) }), [text]);
  return (
    <IdentityFormDialog
      {...dialog}
      title={text.confirmEmailTitle}
      description={text.confirmEmailDescription(email)}
      submitLabel={text.confirmEmail}
      initialValues={{ code: '' }}
      validationSchema={schema}
      save={(values) => confirmEmail(identityId, values.code.trim())}
      savedMessage={text.emailConfirmed}
    >
      {(form) => <TextInput label={text.code} autoComplete="one-time-code" {...fieldProps(form, 'code')} />}
    </IdentityFormDialog>
  );
}
