import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { RbacAuthenticationTelegramDocument } from './telegram.generated';
import type { RbacTelegramInput } from '../../../gql/graphql';
import { SIGNED_IN_REDIRECT } from '../authentication/paths';
import { useLocalizedPath } from '../authentication/use-localized-path';
import { useSubjectSession } from '../session/subject-session';
import { useTelegramText } from './telegram-text';
import { TelegramWidget } from './TelegramWidget';

/** Sign-in with Telegram's Login Widget: its answer starts a session like the other methods. */
export function TelegramSignIn({ botName }: { botName: string | null | undefined }) {
  const [signIn] = useMutation(RbacAuthenticationTelegramDocument);
  const { start } = useSubjectSession();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const text = useTelegramText();

  const send = async (answer: RbacTelegramInput) => {
    const { data } = await signIn({ variables: { data: answer } });
    if (!data) throw new Error('No data');
    await start?.(data.rbacAuthenticationTelegram);
    void navigate(to(SIGNED_IN_REDIRECT));
  };

  if (!botName) return null;
  return <TelegramWidget botName={botName} label={text.widgetLabel} sendingLabel={text.signingIn} onAnswer={send} />;
}
