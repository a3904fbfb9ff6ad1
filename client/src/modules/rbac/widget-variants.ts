import { lazy } from 'react';
import type { VariantRegistry } from '../../shared/variants/variant-registry';
import { WidgetTextDefault } from '../../shared/widgets/WidgetTextDefault';
import { MeAuthenticationDefault } from './me/MeAuthenticationDefault';
import { MeCrmFormRequestCreate } from './me/MeCrmFormRequestCreate';
import { SubjectListDefault } from './profiles/SubjectListDefault';
import { SubjectOverviewDefault } from './profiles/SubjectOverviewDefault';
import type { RbacWidgetProps } from './widget-props';

// The sign-in forms and the identity settings are screens of their own too (app/screen-routes):
// on a page they are the same chunks, loaded only where a page shows one.
const authentication = () => import('./authentication');
const SelectMethodPage = lazy(() => authentication().then((m) => ({ default: m.SelectMethodPage })));
const RegistrationPage = lazy(() => authentication().then((m) => ({ default: m.RegistrationPage })));
const ForgotPasswordPage = lazy(() => authentication().then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => authentication().then((m) => ({ default: m.ResetPasswordPage })));
const LogoutActionDefault = lazy(() => import('./authentication/LogoutActionDefault').then((m) => ({ default: m.LogoutActionDefault })));
const SettingsPage = lazy(() => import('./settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
// A subject's products and social profiles are the ecommerce and social modules' cards: their code
// is loaded where a page shows them, not with every profile page.
const SubjectProductOverviewDefault = lazy(() =>
  import('./profiles/SubjectProductOverviewDefault').then((m) => ({ default: m.SubjectProductOverviewDefault })),
);
const SubjectSocialProfileOverviewDefault = lazy(() =>
  import('./profiles/SubjectSocialProfileOverviewDefault').then((m) => ({ default: m.SubjectSocialProfileOverviewDefault })),
);

/** The rbac widget variants a page renders (the server's list: rbac/entities.ts). */
export const rbacWidgetVariants: VariantRegistry<RbacWidgetProps> = {
  default: WidgetTextDefault,
  'subject-authentication-select-method-default': SelectMethodPage,
  'subject-authentication-email-and-password-registration-default': RegistrationPage,
  'subject-authentication-email-and-password-forgot-password-default': ForgotPasswordPage,
  'subject-authentication-email-and-password-reset-password-default': ResetPasswordPage,
  'subject-authentication-logout-action-default': LogoutActionDefault,
  'subject-identity-settings-default': SettingsPage,
  'subject-list-default': SubjectListDefault,
  'subject-overview-default': SubjectOverviewDefault,
  'subject-ecommerce-module-product-overview-default': SubjectProductOverviewDefault,
  'subject-social-module-profile-overview-default': SubjectSocialProfileOverviewDefault,
  'me-authentication-default': MeAuthenticationDefault,
  'me-crm-module-form-request-create': MeCrmFormRequestCreate,
};
