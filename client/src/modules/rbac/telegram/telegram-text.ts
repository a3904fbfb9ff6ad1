import { defineTexts } from '../../../shared/i18n/define-texts';

// The Telegram sign-in's words. English first (the default language), then the translations.
export const useTelegramText = defineTexts(
  {
    methodTelegram: 'Telegram',
    widgetLabel: 'Sign in with Telegram',
    signingIn: 'Signing in with Telegram…',
  },
  {
    ru: {
      methodTelegram: 'Telegram',
      widgetLabel: 'Войти через Telegram',
      signingIn: 'Вход через Telegram…',
    },
  },
);
