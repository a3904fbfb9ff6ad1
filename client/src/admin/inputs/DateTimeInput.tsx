import '@mantine/dates/styles.css';
import { DatePickerInput, DateTimePicker } from '@mantine/dates';
import type { FieldControlProps } from './field-control';
import { useDateTimeText } from './date-time-text';
import { fromPickerValue, MIN_DATE, maxPickerValue, toPickerValue } from './date-time-value';

/** The value: an ISO string (datetime fields) or 'YYYY-MM-DD' (date fields); null when empty. */
interface DateTimeInputProps extends FieldControlProps<string | null> {
  /** False for `date` fields: a day without time, stored as 'YYYY-MM-DD'. */
  withTime: boolean;
}

/** An admin form's date or date-time field: no future dates, none before 1900, clearable. */
export function DateTimeInput({ name, label, value, onChange, error, required, withTime }: DateTimeInputProps) {
  const text = useDateTimeText();
  const shared = {
    name,
    label,
    error,
    required,
    clearable: true,
    clearButtonProps: { 'aria-label': text.clear },
    minDate: MIN_DATE,
    // Read at each render: a form left open past midnight still offers today.
    maxDate: maxPickerValue(withTime),
    value: toPickerValue(value, withTime),
    onChange: (next: string | null) => onChange(fromPickerValue(next, withTime)),
  };
  return withTime ? (
    <DateTimePicker {...shared} valueFormat="DD/MM/YYYY HH:mm" />
  ) : (
    <DatePickerInput {...shared} valueFormat="DD/MM/YYYY" />
  );
}
