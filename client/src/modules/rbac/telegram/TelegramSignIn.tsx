import { Box, Center, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { RbacAuthenticationTelegramDocument } from '../../../gql/graphql';
import { useSubmitStatus } from '../../../shared/forms/use-submit-status';
import { useLanguage } from '../../../shared/i18n/use-language';
import { SIGNED_IN_REDIRECT } from '../authentication/paths';
import { useLocalizedPath } from '../authentication/use-localized-path';
import { useSubjectSession } from '../session/subject-session';
import { useTelegramText } from './telegram-text';
import { widgetAnswerOf, withoutWidgetAnswer } from './widget-answer';

/** Telegram's Login Widget: the one script of another host the site loads (the content policy allows it when Telegram is configured). */
export const TELEGRAM_WIDGET_SCRIPT = 'https://telegram.org/js/telegram-widget.js?22';

/**
 * Sign-in with Telegram's Login Widget. The widget (Telegram's script and its button's frame)
 * is loaded here only. It sends the browser back to this page with its signed answer in the
 * address (`data-auth-url`): its other way, a callback named in `data-onauth`, is run through
 * eval, which the content policy forbids. The answer leaves the address at once, goes to the
 * server, and the sign-in continues like the others.
 */
export function TelegramSignIn({ botName }: { botName: string | null | undefined }) {
  const location = useLocation();
  const [answer, setAnswer] = useState(() => widgetAnswerOf(location.search));
  const [signIn] = useMutation(RbacAuthenticationTelegramDocument);
  const { start } = useSubjectSession();
  const { run } = useSubmitStatus();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const language = useLanguage();
  const text = useTelegramText();
  const widget = useRef<HTMLDivElement>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (!answer || sent.current) return;
    sent.current = true;
    void navigate({ pathname: location.pathname, search: withoutWidgetAnswer(location.search) }, { replace: true });
    void run(async () => {
      try {
        const { data } = await signIn({ variables: { data: answer } });
        if (!data) throw new Error('No data');
        await start?.(data.rbacAuthenticationTelegram);
        void navigate(to(SIGNED_IN_REDIRECT));
      } finally {
        // Refused (too old, say): the widget again, for a fresh answer.
        setAnswer(null);
        sent.current = false;
      }
    });
    // Once per answer: the address and the session change while it is sent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  useEffect(() => {
    const container = widget.current;
    if (answer || !botName || !container) return;
    const script = document.createElement('script');
    script.async = true;
    script.src = TELEGRAM_WIDGET_SCRIPT;
    script.dataset.telegramLogin = botName;
    script.dataset.size = 'large';
    script.dataset.lang = language;
    script.dataset.authUrl = `${window.location.origin}${window.location.pathname}`;
    container.replaceChildren(script);
    return () => container.replaceChildren();
  }, [answer, botName, language]);

  if (answer) {
    return (
      <Stack align="center" gap="xs" data-telegram-signing-in>
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {text.signingIn}
        </Text>
      </Stack>
    );
  }
  return (
    <Center>
      <Box ref={widget} mih={40} aria-label={text.widgetLabel} role="group" data-telegram-widget />
    </Center>
  );
}
