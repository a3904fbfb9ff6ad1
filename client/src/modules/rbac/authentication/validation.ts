import { useMemo } from 'react';
import * as yup from 'yup';
import { type AuthenticationText, useAuthenticationText } from './authentication-text';

// The rules of sign-in data, shared by every sign-in form and the settings' dialogs.
export const MIN_PASSWORD_LENGTH = 8;

type ValidationText = Pick<
  AuthenticationText,
  'emailRequired' | 'emailInvalid' | 'passwordRequired' | 'passwordTooShort' | 'passwordsDiffer' | 'resetCodeMissing'
>;

/** The rules with their messages in the words of `text`. */
export function validationSchemas(text: ValidationText) {
  const emailRule = yup.string().trim().required(text.emailRequired).email(text.emailInvalid);
  const passwordRule = yup.string().required(text.passwordRequired).min(MIN_PASSWORD_LENGTH, text.passwordTooShort(MIN_PASSWORD_LENGTH));
  return {
    loginSchema: yup.object({ login: emailRule, password: passwordRule }),
    forgotPasswordSchema: yup.object({ email: emailRule }),
    resetPasswordSchema: yup.object({
      password: passwordRule,
      passwordConfirmation: passwordRule.oneOf([yup.ref('password')], text.passwordsDiffer),
      code: yup.string().required(text.resetCodeMissing),
    }),
    // The current password is asked for, not judged: its length rules were those of its day.
    updateEmailSchema: yup.object({ email: emailRule, password: yup.string().required(text.passwordRequired) }),
    changePasswordSchema: yup.object({ password: passwordRule, newPassword: passwordRule }),
  };
}

/** The rules with their messages in the current page's language. */
export function useValidationSchemas() {
  const text = useAuthenticationText();
  return useMemo(() => validationSchemas(text), [text]);
}
