import '@mantine/dates/styles.css';
import { Button, Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { useOrdersText } from '../../modules/ecommerce/orders/orders-text';
import { maxPickerValue } from '../inputs/date-time-value';
import { useAdminOrdersText } from './admin-orders-text';
import { LISTED_STATUSES, type OrderFilterValues } from './order-filters';

const ANY = 'any';

interface OrderFiltersProps {
  values: OrderFilterValues;
  onChange: (values: OrderFilterValues) => void;
}

/** The status and the days of checkout the list is narrowed to. */
export function OrderFilters({ values, onChange }: OrderFiltersProps) {
  const text = useAdminOrdersText();
  const labels = useOrdersText().statuses;
  // The range as picked so far: applied once both ends are, or when cleared.
  const [range, setRange] = useState<[string | null, string | null]>([values.from, values.to]);
  const [shown, setShown] = useState(values);
  if (shown !== values) {
    setShown(values);
    setRange([values.from, values.to]);
  }
  const filtered = values.status !== null || values.from !== null;

  return (
    <Group gap="sm" align="flex-end" data-order-filters>
      <Select
        label={text.status}
        data={[{ value: ANY, label: text.anyStatus }, ...LISTED_STATUSES.map((status) => ({ value: status, label: labels[status] }))]}
        value={values.status ?? ANY}
        onChange={(next) => onChange({ ...values, status: next && next !== ANY ? (next as OrderFilterValues['status']) : null })}
        allowDeselect={false}
        w={{ base: '100%', xs: 220 }}
        data-status-filter
      />
      <DatePickerInput
        type="range"
        label={text.dates}
        placeholder={text.datesPlaceholder}
        value={range}
        onChange={(next) => {
          const [from, to] = next as [string | null, string | null];
          setRange([from, to]);
          if ((from && to) || (!from && !to)) onChange({ ...values, from, to });
        }}
        allowSingleDateInRange
        clearable
        clearButtonProps={{ 'aria-label': text.clearDates }}
        maxDate={maxPickerValue(false)}
        valueFormat="DD/MM/YYYY"
        // Mantine's placeholder grey reads at under 4.5:1 on white; 'Any date' is what the filter says.
        styles={{ placeholder: { color: 'var(--mantine-color-dark-3)' } }}
        w={{ base: '100%', xs: 260 }}
        data-date-filter
      />
      {filtered && (
        <Button variant="subtle" onClick={() => onChange({ status: null, from: null, to: null })} data-reset-filters>
          {text.resetFilters}
        </Button>
      )}
    </Group>
  );
}
