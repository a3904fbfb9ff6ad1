import { Paper, Text } from '@mantine/core';
import type { CrmWidgetProps } from './widget-props';

/** The spec's placeholder for a CRM widget that has no rendering of its own. */
export function GeneratedVariant({ widget }: CrmWidgetProps) {
  return (
    <Paper withBorder radius="md" p="md" m="md" bg="var(--mantine-color-gray-0)" data-generated-variant={widget.id}>
      <Text size="sm" c="dimmed">
        Generated variant
      </Text>
    </Paper>
  );
}
