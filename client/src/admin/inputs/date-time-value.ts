import dayjs from 'dayjs';

// @mantine/dates 9 speaks strings in local time: 'YYYY-MM-DD HH:mm:ss' for date-time
// pickers, 'YYYY-MM-DD' for date pickers. The API stores datetime fields as ISO strings
// (UTC) and date fields as 'YYYY-MM-DD'; these convert between the two.

const PICKER_DATE_TIME = 'YYYY-MM-DD HH:mm:ss';
const PICKER_DATE = 'YYYY-MM-DD';
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}/;

/** The earliest date the pickers offer (none before 1900-01-01). */
export const MIN_DATE = '1900-01-01';

/** The stored value as the picker's value; null for empty or unreadable values. */
export function toPickerValue(value: string | null, withTime: boolean): string | null {
  if (!value) return null;
  if (!withTime) {
    // A date field is a calendar day: read its digits, never shift it through a time zone.
    const day = CALENDAR_DAY.exec(value)?.[0];
    return day && dayjs(day).format(PICKER_DATE) === day ? day : null;
  }
  const moment = dayjs(value);
  return moment.isValid() ? moment.format(PICKER_DATE_TIME) : null;
}

/** The picker's value as the stored value: an ISO instant, or a 'YYYY-MM-DD' day; empty → null. */
export function fromPickerValue(value: string | null, withTime: boolean): string | null {
  if (!value) return null;
  const moment = dayjs(value);
  if (!moment.isValid()) return null;
  return withTime ? moment.toISOString() : moment.format(PICKER_DATE);
}

/** The latest value the picker offers: now (no future dates). */
export function maxPickerValue(withTime: boolean, now: Date = new Date()): string {
  return dayjs(now).format(withTime ? PICKER_DATE_TIME : PICKER_DATE);
}
