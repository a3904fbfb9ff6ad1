import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useAdminText } from './admin-text';
import { type ListVariables, listDocument } from './documents';
import { type AdminModel, fieldLabel, type ModelIndex, displayFieldOf } from './model-metadata';
import { ModelDialog } from './ModelDialog';
import type { RenderRelationTable } from './RelationTables';
import { RowCard } from './RowCard';
import { SearchInput } from './inputs/SearchInput';
import { filterColumns, listVariables } from './table-query';
import { type CursorPage, ESTIMATED_FROM, FIRST_PAGE, pageArguments, pageView } from '../shared/graphql/cursor-pages';
import { CursorPager } from '../shared/ui/CursorPager';

export const PAGE_SIZE = 12;
const SEARCH_DELAY_MS = 300;

interface ModelTableProps {
  model: AdminModel;
  models: ModelIndex;
  /** Only rows whose `field` equals `value`: a relation table inside its parent's form. */
  fixed?: { field: string; value: string };
  /** Inside a form: a smaller heading, two columns at most. */
  nested?: boolean;
}

/**
 * The admin table of a model: 'Add new', search by a chosen column, the first, previous, next
 * and last page (read by cursor: as cheap at a million rows as at ten), and the rows as cards
 * (three columns on large screens).
 */
export function ModelTable({ model, models, fixed, nested = false }: ModelTableProps) {
  const text = useAdminText();
  const columns = useMemo(() => filterColumns(model).filter((field) => field.name !== fixed?.field), [model, fixed?.field]);
  const [column, setColumn] = useState(() => displayFieldOf(model)?.name ?? columns[0]?.name ?? 'id');
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [page, setPage] = useState<CursorPage>(FIRST_PAGE);
  const [adding, setAdding] = useState(false);

  const document = useMemo(() => listDocument(model, models), [model, models]);
  const field = columns.find((candidate) => candidate.name === column);
  const variables: ListVariables = listVariables(model, { fixed, field, term, page: pageArguments(page, PAGE_SIZE) });
  const { data, loading, error } = useQuery(document, { variables });
  // While the next page loads, the rows shown before stay, with the page they were read as.
  const [previous, setPrevious] = useState(data && { data, page });
  if (data && data !== previous?.data) setPrevious({ data, page });
  const answered = data ? { data, page } : previous;
  const shown = answered && { ...answered.data, rows: pageView(answered.page, PAGE_SIZE, answered.data.rows).rows };
  const total = shown?.total ?? 0;
  const estimated = !variables.filters && total >= ESTIMATED_FROM;
  const preset = useMemo(() => (fixed ? { [fixed.field]: fixed.value } : undefined), [fixed]);
  // A row's relation tables are this same table, nested and filtered by the row.
  const renderRelationTable: RenderRelationTable = (relationModel, relationFixed) => (
    <ModelTable model={relationModel} models={models} fixed={relationFixed} nested />
  );

  return (
    <Stack gap="md" data-model-table={model.name}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="xs" align="center">
          <Title order={nested ? 4 : 2} fz={nested ? 'sm' : 'xl'}>
            {model.label}
          </Title>
          <Badge variant="light" color="gray" data-row-count={total}>
            {text.rows}: {estimated ? '≈' : ''}
            {total}
          </Badge>
        </Group>
        <Button size={nested ? 'xs' : 'sm'} onClick={() => setAdding(true)} data-add-new>
          {text.addNew}
        </Button>
      </Group>

      {columns.length > 0 && (
        <Group gap="xs" grow preventGrowOverflow={false} wrap="nowrap">
          <Select
            aria-label={text.filterColumn}
            size="xs"
            maw={200}
            data={columns.map((candidate) => ({ value: candidate.name, label: fieldLabel(candidate) }))}
            value={column}
            onChange={(next) => {
              if (!next) return;
              setColumn(next);
              setPage(FIRST_PAGE);
            }}
            allowDeselect={false}
          />
          <SearchInput
            label={text.search}
            value={search}
            onChange={(next) => {
              setSearch(next);
              setPage(FIRST_PAGE);
            }}
          />
        </Group>
      )}

      {error && (
        <Alert color="red" variant="light" title={text.loadFailed}>
          {error.message}
        </Alert>
      )}
      {!shown && loading && (
        <SimpleGrid cols={nested ? { base: 1, sm: 2 } : { base: 1, sm: 2, lg: 3 }}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h={110} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {shown && shown.rows.length === 0 && (
        <Paper withBorder radius="md" p="lg" ta="center" bg="var(--mantine-color-gray-0)">
          <Text c="dimmed" size="sm">
            {term ? text.noFoundItems : text.nothingYet}
          </Text>
        </Paper>
      )}
      {shown && shown.rows.length > 0 && (
        <SimpleGrid cols={nested ? { base: 1, sm: 2 } : { base: 1, sm: 2, lg: 3 }} spacing="md">
          {shown.rows.map((row) => (
            <RowCard key={row.id} model={model} models={models} row={row} fixedField={fixed?.field} renderRelationTable={renderRelationTable} />
          ))}
        </SimpleGrid>
      )}
      {answered && (
        <CursorPager page={answered.page} size={PAGE_SIZE} rows={answered.data.rows} total={total} estimated={estimated} onPage={setPage} compact />
      )}
      {adding && (
        <ModelDialog model={model} models={models} row={null} preset={preset} onClose={() => setAdding(false)} renderRelationTable={renderRelationTable} />
      )}
    </Stack>
  );
}
