import { Box, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RbacTelegramInput } from '../../../gql/graphql';
import { useSubmitStatus } from '../../../shared/forms/use-submit-status';
import { useLanguage } from '../../../shared/i18n/use-language';
import { widgetAnswerOf, withoutWidgetAnswer } from './widget-answer';

/** Telegram's Login Widget: the one script of another host the site loads (the content policy allows it when Telegram is configured). */
export const TELEGRAM_WIDGET_SCRIPT = 'https://telegram.org/js/telegram-widget.js?22';

interface TelegramWidgetProps {
  botName: string;
  /** What the widget's frame is called (sign in, link). */
  label: string;
  /** Shown while the answer is sent. */
  sendingLabel: string;
  /** Sends the widget's answer to the server; a refusal is toasted and the widget shown again. */
  onAnswer: (answer: RbacTelegramInput) => Promise<void>;
}

/**
 * Telegram's Login Widget (its script and its button's frame), loaded where this is shown
 * only. It sends the browser back to this page with its signed answer in the address
 * (`data-auth-url`): its other way, a callback named in `data-onauth`, is run through eval,
 * which the content policy forbids. The answer leaves the address at once and goes to `onAnswer`.
 */
export function TelegramWidget({ botName, label, sendingLabel, onAnswer }: TelegramWidgetProps) {
  const location = useLocation();
  const [answer, setAnswer] = useState(() => widgetAnswerOf(location.search));
  const { run } = useSubmitStatus();
  const navigate = useNavigate();
  const language = useLanguage();
  const widget = useRef<HTMLDivElement>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (!answer || sent.current) return;
    sent.current = true;
    void navigate({ pathname: location.pathname, search: withoutWidgetAnswer(location.search) }, { replace: true });
    void run(async () => {
      try {
        await onAnswer(answer);
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
    if (answer || !container) return;
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
      <Stack align="center" gap="xs" data-telegram-sending>
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {sendingLabel}
        </Text>
      </Stack>
    );
  }
  return (
    <Center>
      <Box ref={widget} mih={40} aria-label={label} role="group" data-telegram-widget />
    </Center>
  );
}
