import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PREFIXED_LANGUAGES } from '../shared/i18n/language';
import { settingsPath } from '../modules/rbac/account/paths';
import { authenticationPaths } from '../modules/rbac/authentication/paths';
import { myOrdersPath, orderConfirmationRoute } from '../modules/ecommerce/orders/paths';

// Screens of the app itself (sign-in, settings, cart payment, orders), unlike public pages which
// the host module resolves. Each is a lazy chunk: the home page loads none of their code.
const authentication = () => import('../modules/rbac/authentication');
const SelectMethodPage = lazy(() => authentication().then((m) => ({ default: m.SelectMethodPage })));
const RegistrationPage = lazy(() => authentication().then((m) => ({ default: m.RegistrationPage })));
const ForgotPasswordPage = lazy(() => authentication().then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => authentication().then((m) => ({ default: m.ResetPasswordPage })));
const LogoutPage = lazy(() => authentication().then((m) => ({ default: m.LogoutPage })));
const DummyPaymentPage = lazy(() =>
  import('../modules/billing/dummy/DummyPaymentPage').then((m) => ({ default: m.DummyPaymentPage })),
);
const orders = () => import('../modules/ecommerce/orders/screens');
const OrderConfirmationPage = lazy(() => orders().then((m) => ({ default: m.OrderConfirmationPage })));
const MyOrdersPage = lazy(() => orders().then((m) => ({ default: m.MyOrdersPage })));
const AdminScreen = lazy(() => import('../admin').then((m) => ({ default: m.AdminScreen })));
const SettingsPage = lazy(() => import('../modules/rbac/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));

const screens: { path: string; element: ReactNode }[] = [
  { path: authenticationPaths.selectMethod, element: <SelectMethodPage /> },
  { path: authenticationPaths.registration, element: <RegistrationPage /> },
  { path: authenticationPaths.forgotPassword, element: <ForgotPasswordPage /> },
  { path: authenticationPaths.resetPassword, element: <ResetPasswordPage /> },
  { path: authenticationPaths.logout, element: <LogoutPage /> },
  { path: settingsPath, element: <SettingsPage /> },
  { path: '/billing/dummy/invoices/:id', element: <DummyPaymentPage /> },
  { path: orderConfirmationRoute, element: <OrderConfirmationPage /> },
  { path: myOrdersPath, element: <MyOrdersPage /> },
];

// The admin back-office: unprefixed only (its screens are not content in a language).
const adminRoutes: RouteObject[] = [
  { path: '/admin', element: <AdminScreen /> },
  { path: '/admin/:model', element: <AdminScreen /> },
];

/** Every screen at its path and under every language prefix (`/ru/rbac/...`). */
export const screenRoutes: RouteObject[] = [
  ...screens.flatMap(({ path, element }) => [
    { path, element },
    ...PREFIXED_LANGUAGES.map((language) => ({ path: `/${language}${path}`, element })),
  ]),
  ...adminRoutes,
];
