import { Divider, SegmentedControl, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useRbacTelegramBotQuery } from '../telegram/telegram.generated';
import { TelegramSignIn } from '../telegram/TelegramSignIn';
import { useTelegramText } from '../telegram/telegram-text';
import { widgetAnswerOf } from '../telegram/widget-answer';
import { WalletSignIn } from '../wallet/WalletSignIn';
import { useAuthenticationText } from './authentication-text';
import { AuthCard } from '../../../shared/ui/AuthCard';
import { AuthLink } from './AuthLink';
import { EmailPasswordLoginForm } from './EmailPasswordLoginForm';
import { authenticationPaths } from './paths';

/**
 * The login card: email and password by default, a wallet and Telegram (when the server has a
 * bot) under 'Or continue with'. Telegram's widget comes back here with its answer: then
 * Telegram is the method shown.
 */
export function SelectMethodPage() {
  const location = useLocation();
  const [method, setMethod] = useState(() => (widgetAnswerOf(location.search) ? 'telegram' : 'email-and-password'));
  const botName = useRbacTelegramBotQuery().data?.serverInfo.telegramBotName;
  const text = useAuthenticationText();
  const telegramText = useTelegramText();
  const methods = [
    { value: 'email-and-password', label: text.methodEmailAndPassword },
    { value: 'ethereum-virtual-machine', label: text.methodEthereum },
    ...(botName ? [{ value: 'telegram', label: telegramText.methodTelegram }] : []),
  ];
  const forms: Record<string, ReactNode> = { 'email-and-password': <EmailPasswordLoginForm />, 'ethereum-virtual-machine': <WalletSignIn />, telegram: <TelegramSignIn botName={botName} /> };

  return (
    <AuthCard
      title={text.welcomeBack}
      subtitle={text.signInToYourAccount}
      description={text.loginCardDescription}
      footer={
        <AuthLink question={text.noAccountYet} path={authenticationPaths.registration}>
          {text.signUp}
        </AuthLink>
      }
    >
      <Stack gap="lg">
        {forms[method]}
        <Divider label={text.orContinueWith} labelPosition="center" />
        <SegmentedControl fullWidth orientation="vertical" data={methods} value={method} onChange={setMethod} aria-label={text.signInMethod} />
      </Stack>
    </AuthCard>
  );
}
