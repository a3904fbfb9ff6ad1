import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  title?: string;
  subtitle?: string;
  /** Controls on the right (a currency toggle, a 'see all' link). */
  aside?: ReactNode;
  order?: 1 | 2;
}

/** A section's title and subtitle, with room for controls on the right. */
export function SectionHeading({ title, subtitle, aside, order = 2 }: SectionHeadingProps) {
  if (!title && !subtitle && !aside) return null;
  return (
    <Group justify="space-between" align="flex-end" mb={{ base: 'lg', md: 'xl' }} gap="md">
      <Stack gap={6} maw={720}>
        {title && (
          <Title order={order} fz={order === 1 ? { base: 32, md: 44 } : { base: 26, md: 34 }} lh={1.15} style={{ letterSpacing: '-0.02em' }}>
            {title}
          </Title>
        )}
        {subtitle && (
          <Text c="dimmed" fz={{ base: 'md', md: 'lg' }}>
            {subtitle}
          </Text>
        )}
      </Stack>
      {aside}
    </Group>
  );
}
