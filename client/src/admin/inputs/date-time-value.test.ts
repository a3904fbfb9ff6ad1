import { describe, expect, it } from 'vitest';
import { fromPickerValue, maxPickerValue, MIN_DATE, toPickerValue } from './date-time-value';

const pad = (number: number) => String(number).padStart(2, '0');
/** What the picker shows for an instant: its local wall-clock time, as @mantine/dates 9 writes it. */
const localPickerValue = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
  `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

describe('date-time values', () => {
  it('shows an ISO instant as local picker time and stores the picked time back as the same ISO instant', () => {
    const iso = '2024-03-05T14:30:00.000Z';
    const shown = toPickerValue(iso, true);
    expect(shown).toBe(localPickerValue(new Date(iso)));
    expect(fromPickerValue(shown, true)).toBe(iso);
  });

  it('stores a time picked in local time as its UTC instant', () => {
    expect(fromPickerValue('2023-12-31 23:15:00', true)).toBe(new Date(2023, 11, 31, 23, 15, 0).toISOString());
  });

  it('keeps date fields as calendar days, never shifted by the time zone', () => {
    expect(toPickerValue('1999-12-31', false)).toBe('1999-12-31');
    // The API may answer a date column as a midnight instant: its day is what counts.
    expect(toPickerValue('1999-12-31T00:00:00.000Z', false)).toBe('1999-12-31');
    expect(fromPickerValue('1999-12-31', false)).toBe('1999-12-31');
    expect(fromPickerValue('1999-12-31 00:00:00', false)).toBe('1999-12-31');
  });

  it('reads empty and unreadable values as null', () => {
    for (const withTime of [true, false]) {
      expect(toPickerValue(null, withTime)).toBeNull();
      expect(toPickerValue('', withTime)).toBeNull();
      expect(toPickerValue('not a date', withTime)).toBeNull();
      expect(fromPickerValue(null, withTime)).toBeNull();
      expect(fromPickerValue('', withTime)).toBeNull();
    }
    expect(toPickerValue('2023-02-30', false)).toBeNull();
  });

  it('bounds the pickers by 1900-01-01 and now', () => {
    expect(MIN_DATE).toBe('1900-01-01');
    const now = new Date(2025, 6, 4, 9, 5, 7);
    expect(maxPickerValue(true, now)).toBe('2025-07-04 09:05:07');
    expect(maxPickerValue(false, now)).toBe('2025-07-04');
  });
});
