import { defineTexts } from '../../../shared/i18n/define-texts';

// The wallet sign-in's words and its failures' own. English first (the default language), then the translations.
export const useWalletText = defineTexts(
  {
    connectWallet: 'Connect Wallet',
    connectedWallet: 'Connected wallet',
    signInWithEthereum: 'Sign in with Ethereum',
    /** Before a failure's own message (the wallet's or the server's, as they wrote it). */
    errorPrefix: 'An error occurred:',
    noWallet: 'No account found: install a wallet such as MetaMask',
    noAccount: 'No account found',
  },
  {
    ru: {
      connectWallet: 'Подключить кошелёк',
      connectedWallet: 'Подключённый кошелёк',
      signInWithEthereum: 'Войти через Ethereum',
      errorPrefix: 'Произошла ошибка:',
      noWallet: 'Кошелёк не найден: установите, например, MetaMask',
      noAccount: 'Аккаунт кошелька не найден',
    },
  },
);
