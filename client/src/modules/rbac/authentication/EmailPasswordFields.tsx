import { PasswordInput, TextInput } from '@mantine/core';
import type { FormikProps } from 'formik';
import { fieldProps } from '../../../shared/forms/field-error';
import { useAuthenticationText } from './authentication-text';
import type { Credentials } from './use-email-password-sign-in';

interface EmailPasswordFieldsProps {
  form: FormikProps<Credentials>;
  /** 'current-password' to sign in, 'new-password' to register: what the browser offers to fill. */
  passwordAutoComplete: 'current-password' | 'new-password';
  passwordDescription?: string;
}

/** The Email and Password inputs of the sign-in forms. */
export function EmailPasswordFields({ form, passwordAutoComplete, passwordDescription }: EmailPasswordFieldsProps) {
  const text = useAuthenticationText();
  return (
    <>
      <TextInput label={text.email} type="email" autoComplete="email" placeholder="you@example.com" {...fieldProps(form, 'login')} />
      <PasswordInput
        label={text.password}
        autoComplete={passwordAutoComplete}
        description={passwordDescription}
        {...fieldProps(form, 'password')}
      />
    </>
  );
}
