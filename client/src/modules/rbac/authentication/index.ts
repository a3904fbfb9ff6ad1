// The sign-in screens, one chunk loaded on first visit to any of them.
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { LogoutPage } from './LogoutPage';
export { RegistrationPage } from './RegistrationPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SelectMethodPage } from './SelectMethodPage';
