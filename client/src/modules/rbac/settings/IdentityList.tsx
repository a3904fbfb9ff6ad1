import { Loader, Stack, Text } from '@mantine/core';
import { useRbacSubjectIdentitiesQuery } from './identities.generated';
import { IdentityCard } from './IdentityCard';
import { useSettingsText } from './settings-text';
import { TelegramLinkCard } from './TelegramLinkCard';

/** The ways the subject signs in, each with its badge and actions, and Telegram to link when the server offers it. */
export function IdentityList({ subjectId }: { subjectId: string }) {
  const text = useSettingsText();
  const { data, loading, error } = useRbacSubjectIdentitiesQuery({ variables: { subjectId } });
  if (error) throw error;
  if (loading && !data) return <Loader size="sm" />;
  const identities = data?.rbacSubjectIdentities ?? [];
  return (
    <Stack gap="sm" data-identity-list>
      {identities.length === 0 && <Text c="dimmed">{text.noIdentities}</Text>}
      {identities.map((identity) => (
        <IdentityCard key={identity.id} identity={identity} />
      ))}
      <TelegramLinkCard linked={identities.some((identity) => identity.provider === 'telegram')} />
    </Stack>
  );
}
