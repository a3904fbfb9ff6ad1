import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useLanguage } from '../../shared/i18n/use-language';
import { useAdminText } from '../admin-text';
import { type AdminRow, optionsDocument } from '../documents';
import type { FieldControlProps } from './field-control';
import { rowTitle } from '../row-text';
import { type AdminModel, searchColumnOf } from '../model-metadata';
import { searchPattern } from '../table-query';

const OPTIONS_LIMIT = 50;
const SEARCH_DELAY_MS = 250;

interface ReferenceSelectProps extends FieldControlProps<string | null> {
  /** The model the reference points to. */
  target: AdminModel;
}

/**
 * A select input of the rows of `target`, searched on the server by their display field;
 * 'No found items.' when nothing matches.
 */
export function ReferenceSelect({ target, name, label, value, onChange, error, required }: ReferenceSelectProps) {
  const text = useAdminText();
  const language = useLanguage();
  const document = useMemo(() => optionsDocument(target), [target]);
  const column = searchColumnOf(target, language);

  // The chosen row, read by id: the first page of options may leave it out.
  const { data: chosen } = useQuery(document, { variables: { filters: { and: [{ column: 'id', method: 'eq', value }] }, limit: 1 }, skip: !value });
  const chosenRow = value ? (chosen?.rows?.[0] as AdminRow | undefined) : undefined;
  const chosenLabel = chosenRow ? rowTitle(target, chosenRow, language) : '';

  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search, SEARCH_DELAY_MS);
  // The chosen row's label shown in the input is not a search.
  const term = typed === chosenLabel ? '' : typed.trim();
  const { data: current, previousData } = useQuery(document, {
    variables: { filters: column && term ? { and: [{ column, method: 'ilike', value: searchPattern(term) }] } : undefined, limit: OPTIONS_LIMIT },
  });
  const rows = (current ?? previousData)?.rows as AdminRow[] | undefined;

  const options = useMemo(() => {
    const all = [...(chosenRow ? [chosenRow] : []), ...(rows ?? [])];
    const seen = new Set<string>();
    return all.filter((row) => !seen.has(row.id) && seen.add(row.id)).map((row) => ({ value: row.id, label: rowTitle(target, row, language) }));
  }, [chosenRow, rows, target, language]);

  return (
    <Select
      name={name}
      label={label}
      required={required}
      error={error}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      clearable={!required}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already.
      filter={({ options: found }) => found}
      nothingFoundMessage={text.noFoundItems}
      data-reference-select={target.name}
    />
  );
}
