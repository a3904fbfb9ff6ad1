import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AdminLink } from './AdminLink';
import { useLanguage } from '../shared/i18n/use-language';
import { fileKind, fileUrl } from '../shared/files/file-url';
import { useAdminText } from './admin-text';
import { DeleteConfirm } from './DeleteConfirm';
import type { AdminRow } from './documents';
import { type AdminModel, cardFields, fieldLabel, isDraft, type ModelIndex } from './model-metadata';
import { ModelDialog } from './ModelDialog';
import type { RenderRelationTable } from './RelationTables';
import { cardTitle, valueText } from './row-text';
import { editorPathOf } from './products/product-paths';

interface RowCardProps {
  model: AdminModel;
  models: ModelIndex;
  row: AdminRow;
  /** The field a nested table is filtered by: the parent, not worth repeating on each card. */
  fixedField?: string;
  renderRelationTable: RenderRelationTable;
}

/** A row of an admin table: its name, key fields, an image when it is a file, Edit and Delete. */
export function RowCard({ model, models, row, fixedField, renderRelationTable }: RowCardProps) {
  const text = useAdminText();
  const language = useLanguage();
  const [editing, setEditing] = useState(false);
  const title = cardTitle(model, row, models, language, fixedField);
  const editorPath = editorPathOf(model.name, row.id);
  const image = model.fields.find((field) => field.file && typeof row[field.name] === 'string' && fileKind(null, String(row[field.name])) === 'image');
  const details = cardFields(model)
    .filter((field) => field.name !== fixedField)
    .map((field) => ({ field, value: valueText(field, row, models, language, [text.yes, text.no]) }))
    .filter((detail) => detail.value !== undefined && detail.value !== title);

  return (
    <Card withBorder radius="md" padding="md" shadow="xs" data-row-card={model.name} data-row-id={row.id}>
      <Stack gap="xs" h="100%">
        {image && (
          <Card.Section>
            <Image src={fileUrl(String(row[image.name]))} alt="" h={120} fit="cover" />
          </Card.Section>
        )}
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={600} lineClamp={2} data-row-title style={{ wordBreak: 'break-word' }}>
            {title}
          </Text>
          {typeof row.variant === 'string' && row.variant !== 'default' && (
            <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
              {row.variant}
            </Badge>
          )}
          {isDraft(model, row) && (
            <Badge variant="outline" color="gray" size="sm" style={{ flexShrink: 0 }} data-draft>
              {text.draft}
            </Badge>
          )}
        </Group>
        {details.length > 0 && (
          <Stack gap={2}>
            {details.map(({ field, value }) => (
              // Cut at the line's end: a long word (a url) would wrap whole and be clamped away.
              <Text key={field.name} size="xs" c="dimmed" truncate="end">
                <Text span fw={600} inherit>
                  {fieldLabel(field)}:
                </Text>{' '}
                {value}
              </Text>
            ))}
          </Stack>
        )}
        <Group justify="flex-end" gap="xs" mt="auto">
          {editorPath && (
            <Button component={AdminLink} to={editorPath} variant="subtle" size="xs" aria-label={`${text.openEditor} ${title}`} data-open-editor>
              {text.openEditor}
            </Button>
          )}
          <Button variant="light" size="xs" onClick={() => setEditing(true)} aria-label={`${text.edit} ${title}`} data-edit-row>
            {text.edit}
          </Button>
          <DeleteConfirm model={model} rowId={row.id} rowTitle={title} />
        </Group>
      </Stack>
      {editing && <ModelDialog model={model} models={models} row={row} onClose={() => setEditing(false)} renderRelationTable={renderRelationTable} />}
    </Card>
  );
}
