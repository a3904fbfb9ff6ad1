import { Group } from '@mantine/core';
import type { LogotypeFieldsFragment } from '../widget.generated';
import { Logotype } from './Logotype';

/** A row of logotypes (partners, press), muted so that they do not compete with content. */
export function LogotypeStrip({ logotypes }: { logotypes: LogotypeFieldsFragment[] }) {
  if (logotypes.length === 0) return null;
  return (
    <Group justify="center" gap={48} py="md" style={{ opacity: 0.75, filter: 'grayscale(1)' }}>
      {logotypes.map((logotype) => (
        <Logotype key={logotype.id} logotype={logotype} height={32} color="dark.6" />
      ))}
    </Group>
  );
}
