import { defineTexts } from '../shared/i18n/define-texts';
import { TabTitle } from '../shared/head/TabTitle';

/** What the tab of each screen of the app says, before the site's name, in every language. */
const useScreenTitles = defineTexts(
  {
    signIn: 'Sign in',
    registration: 'Sign up',
    forgotPassword: 'Forgot password',
    resetPassword: 'New password',
    logout: 'Sign out',
    settings: 'Account settings',
    payment: 'Payment',
    order: 'Your order',
    myOrders: 'My orders',
    admin: 'Admin',
    adminOrders: 'Orders · Admin',
  },
  {
    ru: {
      signIn: 'Вход',
      registration: 'Регистрация',
      forgotPassword: 'Восстановление пароля',
      resetPassword: 'Новый пароль',
      logout: 'Выход',
      settings: 'Настройки аккаунта',
      payment: 'Оплата',
      order: 'Ваш заказ',
      myOrders: 'Мои заказы',
      admin: 'Администрирование',
      adminOrders: 'Заказы · Администрирование',
    },
  },
);

export type Screen = keyof ReturnType<typeof useScreenTitles>;

/** A screen's tab title (`Sign in · Atelier`, `Вход · Atelier` under /ru). */
export function ScreenTitle({ screen }: { screen: Screen }) {
  return <TabTitle title={useScreenTitles()[screen]} />;
}
