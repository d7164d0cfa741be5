const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of `month` (0 for January) of `year`. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Paris's offset from UTC at `now` (limits.ts's TIME_ZONE): one hour, two in summer time, which in
 * the European Union runs from the last Sunday of March to the last Sunday of October, both at
 * 01:00 UTC (directive 2000/84/EC). Reckoned rather than asked of an Intl formatter: the first
 * formatter with a time zone a page makes loads the zone's data, 60–260 ms of the sign-up page's
 * start on a phone-like slowed CPU (bench/README, 28 November); dates.test.ts holds it to Intl's
 * answer hour by hour. Should the rule change, that test fails.
 */
function parisOffset(now: Date): number {
  const year = now.getUTCFullYear();
  const time = now.getTime();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  return summer ? 2 * HOUR : HOUR;
}

/** The wall clock in Paris at `now`, read through the answer's UTC fields (`getUTCHours()`…). */
export function parisWallClock(now: Date = new Date()): Date {
  return new Date(now.getTime() + parisOffset(now));
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Today's calendar date in Paris as YYYY-MM-DD: ages change at midnight French time, not UTC. */
export function todayInParis(now: Date = new Date()): string {
  const paris = parisWallClock(now);
  return `${paris.getUTCFullYear()}-${twoDigits(paris.getUTCMonth() + 1)}-${twoDigits(paris.getUTCDate())}`;
}

/** Parses a strict YYYY-MM-DD calendar date; null when malformed or not a real day (2023-02-30). */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/** Age in whole years on `today` (YYYY-MM-DD) of someone born on `birthDate` (YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string = todayInParis()): number | null {
  const born = parseIsoDate(birthDate);
  const now = parseIsoDate(today);
  if (!born || !now) return null;
  const hadBirthday = now.month > born.month || (now.month === born.month && now.day >= born.day);
  return now.year - born.year - (hadBirthday ? 0 : 1);
}
