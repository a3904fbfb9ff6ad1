import { Accordion, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useAdminText } from './admin-text';
import { type AdminModel, fieldLabel, type ModelIndex, otherSideOf, shortLabel } from './model-metadata';

/**
 * Renders the table of a relation's rows whose `fixed.field` is `fixed.value`. The admin's
 * table passes itself in: a row's dialog shows tables that show rows that open dialogs, and
 * the prop keeps that loop out of the imports.
 */
export type RenderRelationTable = (model: AdminModel, fixed: { field: string; value: string }) => ReactNode;

interface RelationTablesProps {
  model: AdminModel;
  models: ModelIndex;
  rowId: string;
  renderTable: RenderRelationTable;
}

/**
 * The relation tables of a row, inside its form: each lists the relation's rows whose
 * foreign key is this row's id (a page's layouts, metadata and widgets by pageId). A table
 * loads when opened.
 */
export function RelationTables({ model, models, rowId, renderTable }: RelationTablesProps) {
  const text = useAdminText();
  const [opened, setOpened] = useState<string[]>([]);
  return (
    <Stack>
      <Title order={3} fz="md">
        {text.relations}
      </Title>
      <Accordion multiple value={opened} onChange={setOpened} variant="separated" radius="md" chevronPosition="left">
        {model.relations.map((relation) => {
          const relationModel = models.get(relation.relation);
          if (!relationModel) return null;
          const other = otherSideOf(relationModel, relation.foreignKey);
          return (
            <Accordion.Item key={relation.field} value={relation.field} data-relation={relation.relation}>
              <Accordion.Control>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={600} size="sm">
                    {shortLabel(relationModel)}
                  </Text>
                  {other && (
                    <Badge variant="light" size="sm">
                      {fieldLabel(other)}
                    </Badge>
                  )}
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                {opened.includes(relation.field) && renderTable(relationModel, { field: relation.foreignKey, value: rowId })}
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Stack>
  );
}
