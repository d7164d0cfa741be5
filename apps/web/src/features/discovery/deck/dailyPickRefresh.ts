import { parisWallClock } from '@lien/contract/rules';

const HOUR_MS = 60 * 60 * 1000;
const DAY_S = 24 * 60 * 60;

/**
 * How long until « Le choix du jour » should be asked again: just after the next Paris midnight, when
 * the day's pick changes, and at least every hour meanwhile (a pick swiped on another device goes,
 * and a day of 23 or 25 hours, when the clocks change, is caught within the hour).
 */
export function dailyPickRefreshMs(now: Date): number {
  // Paris's clock reckoned, not read through an Intl formatter, whose zone data costs the deck's
  // first load (bench/README, 28 November).
  const paris = parisWallClock(now);
  const elapsed = paris.getUTCHours() * 3600 + paris.getUTCMinutes() * 60 + paris.getUTCSeconds();
  // A second past midnight, so that the server's day has surely turned.
  const untilMidnight = (DAY_S - elapsed + 1) * 1000;
  return Math.min(untilMidnight, HOUR_MS);
}
