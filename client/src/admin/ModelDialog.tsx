import { Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useAdminText } from './admin-text';
import { DialogContent, useDialogStack } from './dialog-stack';
import type { AdminRow } from './documents';
import { type AdminModel, type ModelIndex } from './model-metadata';
import { ModelForm } from './ModelForm';
import { type RenderRelationTable, RelationTables } from './RelationTables';

interface ModelDialogProps {
  model: AdminModel;
  models: ModelIndex;
  /** The row to edit; null to create one. */
  row: AdminRow | null;
  preset?: Record<string, string>;
  onClose: () => void;
  renderRelationTable: RenderRelationTable;
}

/**
 * The create or Edit dialog of a row (at most 80vh high, its body scrolls): the form, and
 * once the row exists, its relation tables. A row just created stays open for them.
 */
export function ModelDialog({ model, models, row, preset, onClose, renderRelationTable }: ModelDialogProps) {
  const text = useAdminText();
  const [saved, setSaved] = useState<AdminRow | null>(null);
  const current = row ?? saved;
  const title = `${current ? text.update : text.create} ${model.label}`;
  const stack = useDialogStack(true);
  return (
    <Modal
      opened
      onClose={onClose}
      closeOnEscape={stack.closeOnEscape}
      title={title}
      size="xl"
      radius="md"
      centered
      styles={{ content: { maxHeight: '80vh' }, title: { fontWeight: 700 } }}
      // On the dialog box itself (the root is a layout-less wrapper): what tests and styles find.
      attributes={{ content: { 'data-model-dialog': model.name } }}
    >
      <DialogContent register={stack.registerInside}>
        <Stack gap="xl">
          <ModelForm model={model} models={models} row={current} preset={preset} onSaved={(next) => !row && setSaved(next)} />
          {model.relations.length > 0 &&
            (current ? (
              <RelationTables model={model} models={models} rowId={current.id} renderTable={renderRelationTable} />
            ) : (
              <Text size="sm" c="dimmed" data-save-first>
                {text.saveFirst}
              </Text>
            ))}
        </Stack>
      </DialogContent>
    </Modal>
  );
}
