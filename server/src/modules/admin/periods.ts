const DAY_MS = 86_400_000;

/**
 * The dashboard's day and week, in UTC (the platform keeps no time zone of the shop): today
 * from 00:00 UTC, this week from Monday 00:00 UTC (ISO weeks), both up to now.
 */
export function dashboardPeriods(now: Date): { todayStartsAt: Date; weekStartsAt: Date } {
  const todayStartsAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  // getUTCDay: Sunday 0 … Saturday 6; days since Monday: Monday 0 … Sunday 6.
  const sinceMonday = (todayStartsAt.getUTCDay() + 6) % 7;
  return { todayStartsAt, weekStartsAt: new Date(todayStartsAt.getTime() - sinceMonday * DAY_MS) };
}
