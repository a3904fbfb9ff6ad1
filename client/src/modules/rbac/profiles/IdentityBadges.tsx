import { Badge, Group, Stack, Text } from '@mantine/core';
import { shortAddress } from '../wallet/short-address';
import { useProfilesText } from './profiles-text';

interface Identity {
  id: string;
  provider: string;
  /** Null unless the viewer is the subject itself or an admin: the server hides it. */
  email?: string | null;
  account?: string | null;
}

/** A subject's identities: the kind of each as a badge ('Email', 'EVM', 'Telegram'), and its address when the server shows it. */
export function IdentityBadges({ identities }: { identities: Identity[] }) {
  const text = useProfilesText();
  if (!identities.length) return <Text c="dimmed">{text.noIdentities}</Text>;
  const label = (provider: string) => (provider in text ? text[provider as keyof typeof text] : provider);
  return (
    <Stack gap="xs" data-identities>
      {identities.map((identity) => {
        const detail = identity.email ?? (identity.account && (identity.provider === 'EVM' ? shortAddress(identity.account) : identity.account));
        return (
          <Group key={identity.id} gap="sm" wrap="nowrap" data-identity={identity.provider}>
            {/* A long address is truncated, never the badge naming its kind. */}
            <Badge variant="light" radius="sm" style={{ flexShrink: 0 }}>
              {label(identity.provider)}
            </Badge>
            {detail && (
              <Text size="sm" truncate data-identity-detail>
                {detail}
              </Text>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
