import { useQuery } from '@apollo/client/react';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useAdminText } from '../admin-text';
import { type AdminRow, optionsDocument } from '../documents';
import { type AdminModel, searchColumnOf } from '../model-metadata';
import { rowTitle } from '../row-text';
import { searchPattern } from '../table-query';

const OPTIONS_LIMIT = 50;
const SEARCH_DELAY_MS = 250;

export interface LinkedRow {
  id: string;
  label: string;
}

interface LinkedRowsSelectProps {
  /** The model of the rows linked (categories). */
  target: AdminModel;
  label: string;
  placeholder?: string;
  value: readonly LinkedRow[];
  onChange: (rows: LinkedRow[]) => void;
}

/**
 * The rows a product is linked with, as chips: more are found by their name on the server
 * (as the admin's select inputs search), 'No found items.' when none matches.
 */
export function LinkedRowsSelect({ target, label, placeholder, value, onChange }: LinkedRowsSelectProps) {
  const text = useAdminText();
  const document = useMemo(() => optionsDocument(target), [target]);
  const column = searchColumnOf(target, 'en');
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const { data, previousData } = useQuery(document, {
    variables: { filters: column && typed ? { and: [{ column, method: 'ilike', value: searchPattern(typed) }] } : undefined, limit: OPTIONS_LIMIT },
  });
  const found = (data ?? previousData)?.rows as AdminRow[] | undefined;

  // The chosen rows stay among the options whatever the search found.
  const options = useMemo(() => {
    const all = [...value, ...(found ?? []).map((row) => ({ id: row.id, label: rowTitle(target, row, 'en') }))];
    const seen = new Set<string>();
    return all.filter((row) => !seen.has(row.id) && seen.add(row.id));
  }, [value, found, target]);

  return (
    <MultiSelect
      label={label}
      placeholder={value.length ? undefined : placeholder}
      data={options.map((row) => ({ value: row.id, label: row.label }))}
      value={value.map((row) => row.id)}
      onChange={(ids) => onChange(ids.map((id) => options.find((row) => row.id === id)!).filter(Boolean))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already.
      filter={({ options: shown }) => shown}
      nothingFoundMessage={text.noFoundItems}
      hidePickedOptions
      clearable
      data-linked-rows={target.name}
    />
  );
}
