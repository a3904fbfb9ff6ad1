import { defineTexts } from '../../../shared/i18n/define-texts';

// The account menu's words. English first, then the translations; role titles come from the API.
export const useAccountText = defineTexts(
  {
    login: 'Login',
    accountMenu: 'Account menu',
    /** The name of a subject with neither an email nor a wallet. */
    account: 'Account',
    /** The role line of a subject without roles. */
    customer: 'Customer',
    myOrders: 'My orders',
    settings: 'Settings',
    logout: 'Logout',
    /** The entry that opens the back-office, for admins. */
    admin: 'Admin',
  },
  {
    ru: {
      login: 'Войти',
      accountMenu: 'Меню аккаунта',
      account: 'Аккаунт',
      customer: 'Покупатель',
      myOrders: 'Мои заказы',
      settings: 'Настройки',
      logout: 'Выйти',
      admin: 'Админка',
    },
  },
);
