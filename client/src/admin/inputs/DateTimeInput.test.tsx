import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render-ui';
import { DateTimeInput } from './DateTimeInput';

/** The picker's input: a button showing the formatted value. */
const pickerButton = () => screen.getByRole('button', { name: /Shipped/ });

/** A day of the open calendar, disabled or not, by its label ('5 March 2024'). */
const dayButton = (label: string) => document.querySelector(`button[aria-label="${label}"]`) as HTMLButtonElement;

/** The open calendar's previous or next month button (they have no accessible name). */
const calendarControl = (direction: 'previous' | 'next') =>
  document.querySelector(`.mantine-Popover-dropdown button[data-direction="${direction}"]`) as HTMLButtonElement;

describe('DateTimeInput', () => {
  it('shows a datetime value as DD/MM/YYYY HH:mm in local time, with label and required asterisk', async () => {
    const iso = new Date(2024, 2, 5, 14, 30).toISOString();
    await renderUi(<DateTimeInput name="shippedAt" label="Shipped" value={iso} onChange={() => {}} withTime required />);
    expect(pickerButton().textContent).toBe('05/03/2024 14:30');
    expect(screen.getByText('Shipped').closest('label')?.textContent).toContain('*');
  });

  it('shows a date value as DD/MM/YYYY and reports a picked day as YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    await renderUi(<DateTimeInput name="deliveredOn" label="Shipped" value="2024-03-05" onChange={onChange} withTime={false} />);
    expect(pickerButton().textContent).toBe('05/03/2024');
    fireEvent.click(pickerButton());
    fireEvent.click(await screen.findByRole('button', { name: '12 March 2024' }));
    expect(onChange).toHaveBeenLastCalledWith('2024-03-12');
  });

  it('clears to null', async () => {
    const onChange = vi.fn();
    await renderUi(<DateTimeInput name="deliveredOn" label="Shipped" value="2024-03-05" onChange={onChange} withTime={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  /** A day's label in the calendar: '5 March 2024'. */
  const dayLabel = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

  /** Opens a date picker on `today`'s value with the clock fixed at `today` (timers stay real: only Date is faked). */
  async function openCalendarOn(today: Date) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(today);
    await renderUi(<DateTimeInput name="deliveredOn" label="Shipped" value={today.toLocaleDateString('sv-SE')} onChange={() => {}} withTime={false} />);
    fireEvent.click(pickerButton());
    return screen.findByRole('button', { name: dayLabel(today) });
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it('disables future days: today can be picked, tomorrow and later months cannot', async () => {
    const today = new Date(2024, 2, 14, 15, 30);
    expect((await openCalendarOn(today)).dataset.disabled).toBeUndefined();
    expect(dayButton('15 March 2024').dataset.disabled).toBe('true');
    expect(dayButton('31 March 2024').dataset.disabled).toBe('true');
    expect(dayButton('13 March 2024').dataset.disabled).toBeUndefined();
    expect(calendarControl('next').disabled).toBe(true);
  });

  it("on a month's last day, offers that day and keeps the next month closed", async () => {
    const today = new Date(2024, 3, 30, 23, 30);
    expect((await openCalendarOn(today)).dataset.disabled).toBeUndefined();
    expect(calendarControl('next').disabled).toBe(true);
    // Tomorrow is shown among the next month's first days, and cannot be picked.
    expect(dayButton('1 May 2024').dataset.disabled).toBe('true');
  });

  it('offers no day before 1900-01-01', async () => {
    await renderUi(<DateTimeInput name="shippedAt" label="Shipped" value="1900-01-01T12:00:00" onChange={() => {}} withTime />);
    fireEvent.click(pickerButton());
    expect((await screen.findByRole('button', { name: '1 January 1900' })).dataset.disabled).toBeUndefined();
    expect(calendarControl('previous').disabled).toBe(true);
    expect(calendarControl('next').disabled).toBe(false);
  });

  it('shows the error under the field', async () => {
    await renderUi(<DateTimeInput name="shippedAt" label="Shipped" value={null} onChange={() => {}} withTime error="Shipped is required" />);
    expect(screen.getByText('Shipped is required')).toBeTruthy();
  });
});
