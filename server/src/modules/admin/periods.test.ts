import { describe, expect, it } from 'vitest';
import { dashboardPeriods } from './periods.js';

describe('the dashboard day and week', () => {
  it('start at 00:00 UTC of the day and of the Monday of its ISO week', () => {
    // Friday 27 November 2026, late in the UTC day.
    expect(dashboardPeriods(new Date('2026-11-27T23:59:59.999Z'))).toEqual({
      todayStartsAt: new Date('2026-11-27T00:00:00.000Z'),
      weekStartsAt: new Date('2026-11-23T00:00:00.000Z'),
    });
    // A Monday is its week's first day; a Sunday its last.
    expect(dashboardPeriods(new Date('2026-11-23T00:00:00.000Z')).weekStartsAt).toEqual(new Date('2026-11-23T00:00:00.000Z'));
    expect(dashboardPeriods(new Date('2026-11-29T12:00:00.000Z')).weekStartsAt).toEqual(new Date('2026-11-23T00:00:00.000Z'));
    // Across a month's and a year's end.
    expect(dashboardPeriods(new Date('2027-01-01T08:00:00.000Z')).weekStartsAt).toEqual(new Date('2026-12-28T00:00:00.000Z'));
  });
});
