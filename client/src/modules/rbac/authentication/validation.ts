import * as yup from 'yup';

// The rules of spec section 5, shared by every sign-in form.
export const MIN_PASSWORD_LENGTH = 8;

export const emailRule = yup.string().trim().required('Email is required').email('Enter a valid email address');

export const passwordRule = yup
  .string()
  .required('Password is required')
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`);

export const loginSchema = yup.object({ login: emailRule, password: passwordRule });

export const forgotPasswordSchema = yup.object({ email: emailRule });

export const resetPasswordSchema = yup.object({
  password: passwordRule,
  passwordConfirmation: passwordRule.oneOf([yup.ref('password')], 'Passwords do not match'),
  code: yup.string().required('The reset link has no code: open the link from the email again'),
});
