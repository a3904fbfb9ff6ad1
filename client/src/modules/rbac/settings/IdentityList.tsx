import { Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { RbacSubjectIdentitiesDocument } from '../../../gql/graphql';
import { IdentityCard } from './IdentityCard';
import { useSettingsText } from './settings-text';

/** The ways the subject signs in, each with its badge and actions. */
export function IdentityList({ subjectId }: { subjectId: string }) {
  const text = useSettingsText();
  const { data, loading, error } = useQuery(RbacSubjectIdentitiesDocument, { variables: { subjectId } });
  if (error) throw error;
  if (loading && !data) return <Loader size="sm" />;
  const identities = data?.rbacSubjectIdentities ?? [];
  if (identities.length === 0) return <Text c="dimmed">{text.noIdentities}</Text>;
  return (
    <Stack gap="sm" data-identity-list>
      {identities.map((identity) => (
        <IdentityCard key={identity.id} identity={identity} />
      ))}
    </Stack>
  );
}
