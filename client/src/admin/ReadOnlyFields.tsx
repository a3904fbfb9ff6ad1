import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useLanguage } from '../shared/i18n/use-language';
import { useAdminText } from './admin-text';
import type { AdminRow } from './documents';
import { type AdminModel, fieldLabel, type ModelIndex, readOnlyFields } from './model-metadata';
import { valueText } from './row-text';

interface ReadOnlyFieldsProps {
  model: AdminModel;
  models: ModelIndex;
  row: AdminRow;
}

/**
 * What the server set on a row (an upload's mime type and size, an order's number, the row's
 * id and times), shown as text under the form's inputs: nothing there to edit.
 */
export function ReadOnlyFields({ model, models, row }: ReadOnlyFieldsProps) {
  const text = useAdminText();
  const language = useLanguage();
  const fields = readOnlyFields(model);
  if (!fields.length) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" data-read-only-fields>
      {fields.map((field) => (
        <Stack key={field.name} gap={0} miw={0} data-read-only-field={field.name}>
          <Text size="xs" c="dimmed" fw={600}>
            {fieldLabel(field)}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {valueText(field, row, models, language, [text.yes, text.no]) ?? '—'}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
