import { TIME_ZONE } from '@lien/contract/rules';

const HOUR_MS = 60 * 60 * 1000;
const DAY_S = 24 * 60 * 60;

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * How long until « Le choix du jour » should be asked again: just after the next Paris midnight, when
 * the day's pick changes, and at least every hour meanwhile (a pick swiped on another device goes,
 * and a day of 23 or 25 hours, when the clocks change, is caught within the hour).
 */
export function dailyPickRefreshMs(now: Date): number {
  const parts = Object.fromEntries(clock.formatToParts(now).map((part) => [part.type, Number(part.value)]));
  const elapsed = (parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0);
  // A second past midnight, so that the server's day has surely turned.
  const untilMidnight = (DAY_S - elapsed + 1) * 1000;
  return Math.min(untilMidnight, HOUR_MS);
}
