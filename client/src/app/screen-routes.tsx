import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PREFIXED_LANGUAGES } from '../shared/i18n/language';
import { settingsPath } from '../modules/rbac/account/paths';
import { authenticationPaths } from '../modules/rbac/authentication/paths';
import { ScreenTitle, type Screen } from './ScreenTitle';
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
// The admin's chunk routes its own screens (see AdminRoutes).
const AdminRoutes = lazy(() => import('../admin').then((m) => ({ default: m.AdminRoutes })));
const SettingsPage = lazy(() => import('../modules/rbac/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));

/** A screen with its tab title. */
const titled = (screen: Screen, element: ReactNode) => (
  <>
    <ScreenTitle screen={screen} />
    {element}
  </>
);

const screens: { path: string; element: ReactNode }[] = [
  { path: authenticationPaths.selectMethod, element: titled('signIn', <SelectMethodPage />) },
  { path: authenticationPaths.registration, element: titled('registration', <RegistrationPage />) },
  { path: authenticationPaths.forgotPassword, element: titled('forgotPassword', <ForgotPasswordPage />) },
  { path: authenticationPaths.resetPassword, element: titled('resetPassword', <ResetPasswordPage />) },
  { path: authenticationPaths.logout, element: titled('logout', <LogoutPage />) },
  { path: settingsPath, element: titled('settings', <SettingsPage />) },
  { path: '/billing/dummy/invoices/:id', element: titled('payment', <DummyPaymentPage />) },
  { path: orderConfirmationRoute, element: titled('order', <OrderConfirmationPage />) },
  { path: myOrdersPath, element: titled('myOrders', <MyOrdersPage />) },
  // The back-office, in English at `/admin` and in Russian at `/ru/admin` (its texts follow the prefix).
  { path: '/admin/*', element: <AdminRoutes titled={titled} /> },
];

/** Every screen at its path and under every language prefix (`/ru/rbac/...`). */
export const screenRoutes: RouteObject[] = [
  ...screens.flatMap(({ path, element }) => [
    { path, element },
    ...PREFIXED_LANGUAGES.map((language) => ({ path: `/${language}${path}`, element })),
  ]),
];
