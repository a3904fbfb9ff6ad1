import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

  it('disables future days: today can be picked, tomorrow and later months cannot', async () => {
    const today = new Date();
    const day = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    const todayValue = today.toLocaleDateString('sv-SE'); // YYYY-MM-DD, local
    await renderUi(<DateTimeInput name="deliveredOn" label="Shipped" value={todayValue} onChange={() => {}} withTime={false} />);
    fireEvent.click(pickerButton());
    expect((await screen.findByRole('button', { name: day(today) })).dataset.disabled).toBeUndefined();
    const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
    // On the last day of a month tomorrow is not on the calendar at all: next month is closed.
    if (tomorrow.getMonth() === today.getMonth()) expect(dayButton(day(tomorrow)).dataset.disabled).toBe('true');
    expect(calendarControl('next').disabled).toBe(true);
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
