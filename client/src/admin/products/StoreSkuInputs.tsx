import { useQuery } from '@apollo/client/react';
import { CloseButton, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useAdminText } from '../admin-text';
import { type AdminRow, optionsDocument } from '../documents';
import type { AdminModel } from '../model-metadata';
import { rowTitle } from '../row-text';
import type { StoreValue } from './product-form-values';
import { useProductEditorText } from './product-editor-text';

const STORES_LIMIT = 100;

interface StoreSkuInputsProps {
  /** The store model (EcommerceStore). */
  target: AdminModel;
  value: readonly StoreValue[];
  onChange: (stores: StoreValue[]) => void;
  /** Errors by store index (its SKU's). */
  errors?: (string | undefined)[];
}

/** The stores a product is sold in, each with its SKU (unique; made by the server when left empty), and 'Add to a store'. */
export function StoreSkuInputs({ target, value, onChange, errors }: StoreSkuInputsProps) {
  const text = useProductEditorText();
  const adminText = useAdminText();
  const { data } = useQuery(useMemo(() => optionsDocument(target), [target]), { variables: { limit: STORES_LIMIT } });
  const chosen = new Set(value.map((store) => store.storeId));
  const offered = ((data?.rows ?? []) as AdminRow[]).filter((row) => !chosen.has(row.id)).map((row) => ({ value: row.id, label: rowTitle(target, row, 'en') }));
  // Emptied after each pick, so that the select is ready for the next store.
  const [picked, setPicked] = useState<string | null>(null);
  const set = (index: number, sku: string) => onChange(value.map((store, at) => (at === index ? { ...store, sku } : store)));

  return (
    <Stack gap="xs" data-store-skus>
      <Text size="sm" fw={500}>
        {text.stores}
      </Text>
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          {text.notInStores}
        </Text>
      )}
      {value.map((store, index) => (
        <Paper key={store.linkId ?? store.storeId} withBorder radius="md" p="xs" data-store-sku={store.label}>
          <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
            <Text size="sm" fw={500} truncate="end">
              {store.label}
            </Text>
            <CloseButton size="sm" aria-label={text.removeStore(store.label)} onClick={() => onChange(value.filter((_, at) => at !== index))} />
          </Group>
          <TextInput
            size="xs"
            aria-label={text.skuFor(store.label)}
            name={`stores[${index}].sku`}
            leftSection={<Text size="xs">{text.sku}</Text>}
            leftSectionWidth={64}
            placeholder={text.skuPlaceholder}
            value={store.sku}
            onChange={(event) => set(index, event.currentTarget.value)}
            error={errors?.[index]}
            ff="monospace"
          />
        </Paper>
      ))}
      <Select
        aria-label={text.addToStore}
        placeholder={text.addToStore}
        data={offered}
        value={picked}
        onChange={(id) => {
          const option = offered.find((candidate) => candidate.value === id);
          if (!option) return;
          onChange([...value, { storeId: option.value, label: option.label, sku: '' }]);
          setPicked(null);
        }}
        searchable
        nothingFoundMessage={adminText.noFoundItems}
        data-add-store
      />
    </Stack>
  );
}
