import { Badge, Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useRbacTelegramBotQuery } from '../telegram/telegram.generated';
import type { RbacTelegramInput } from '../../../gql/graphql';
import { showToast } from '../../../shared/toasts/toast-store';
import { TelegramWidget } from '../telegram/TelegramWidget';
import { widgetAnswerOf } from '../telegram/widget-answer';
import { useSettingsText } from './settings-text';
import { useIdentityMutations } from './use-identity-mutations';

/**
 * Links Telegram as another way to sign in, when the server has a bot and the subject has no
 * Telegram identity yet. Telegram's script loads once the subject asks for it; its widget
 * comes back to this page with the answer, which is sent at once.
 */
export function TelegramLinkCard({ linked }: { linked: boolean }) {
  const botName = useRbacTelegramBotQuery().data?.serverInfo.telegramBotName;
  const location = useLocation();
  const [shown, setShown] = useState(() => widgetAnswerOf(location.search) !== null);
  const { linkTelegram } = useIdentityMutations();
  const text = useSettingsText();

  const send = async (answer: RbacTelegramInput) => {
    await linkTelegram(answer);
    setShown(false);
    showToast('success', text.telegramLinked);
  };

  if (!botName || (linked && !shown)) return null;
  return (
    <Paper withBorder radius="md" p="md" data-telegram-link>
      <Stack gap="sm">
        <Badge variant="light" color="cyan" radius="sm" w="fit-content">
          {text.telegramBadge}
        </Badge>
        <Text size="sm" c="dimmed">
          {text.linkTelegramDescription}
        </Text>
        {shown ? (
          <TelegramWidget botName={botName} label={text.linkTelegram} sendingLabel={text.linkingTelegram} onAnswer={send} />
        ) : (
          <Button variant="light" w="fit-content" onClick={() => setShown(true)}>
            {text.linkTelegram}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
