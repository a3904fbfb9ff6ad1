import { useNavigate } from 'react-router-dom';
import { useRbacAuthenticationTelegramMutation } from './telegram.generated';
import type { RbacTelegramInput } from '../../../gql/graphql';
import { useSignedInTarget } from '../authentication/signed-in-target';
import { useSubjectSession } from '../../../shared/session/subject-session';
import { useTelegramText } from './telegram-text';
import { TelegramWidget } from './TelegramWidget';

/** Sign-in with Telegram's Login Widget: its answer starts a session like the other methods. */
export function TelegramSignIn({ botName }: { botName: string | null | undefined }) {
  const [signIn] = useRbacAuthenticationTelegramMutation();
  const { start } = useSubjectSession();
  const navigate = useNavigate();
  const signedInTarget = useSignedInTarget();
  const text = useTelegramText();

  const send = async (answer: RbacTelegramInput) => {
    const { data } = await signIn({ variables: { data: answer } });
    if (!data) throw new Error('No data');
    await start?.(data.rbacAuthenticationTelegram);
    void navigate(signedInTarget());
  };

  if (!botName) return null;
  return <TelegramWidget botName={botName} label={text.widgetLabel} sendingLabel={text.signingIn} onAnswer={send} />;
}
