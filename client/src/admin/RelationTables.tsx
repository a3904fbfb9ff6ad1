import { Accordion, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useAdminText } from './admin-text';
import { type AdminModel, fieldLabel, type ModelIndex, otherSideOf, shortLabel } from './model-metadata';
import { ModelTable } from './ModelTable';

interface RelationTablesProps {
  model: AdminModel;
  models: ModelIndex;
  rowId: string;
}

/**
 * The relation tables of a row, inside its form: each lists the relation's rows whose
 * foreign key is this row's id (a page's layouts, metadata and widgets by pageId). A table
 * loads when opened.
 */
export function RelationTables({ model, models, rowId }: RelationTablesProps) {
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
                {opened.includes(relation.field) && (
                  <ModelTable model={relationModel} models={models} fixed={{ field: relation.foreignKey, value: rowId }} nested />
                )}
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Stack>
  );
}
