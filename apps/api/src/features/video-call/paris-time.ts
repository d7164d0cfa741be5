import { parseIsoDate, TIME_ZONE } from '@lien/contract/rules';

// en-US parts with a 23-hour cycle: plain digits, midnight as 00 (some engines write 24 otherwise).
const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Paris is ahead of UTC at an instant, in minutes: 60 in winter, 120 in summer. */
export function parisOffsetMinutes(instant: Date): number {
  const parts: Record<string, number> = {};
  for (const part of wallClock.formatToParts(instant)) parts[part.type] = Number(part.value);
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant at which Paris clocks read `date` (YYYY-MM-DD) and `time` (HH:MM), whatever the season.
 * The offset is read twice: first at the wall time taken as UTC, then at the instant that gives, which
 * settles it on both sides of a change. A time skipped in spring (02:30 on the last Sunday of March)
 * comes out an hour later; a time lived twice in autumn comes out as its second occurrence. Null for
 * a malformed date or time.
 */
export function parisToUtc(date: string, time: string): Date | null {
  const day = parseIsoDate(date);
  const clock = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!day || !clock) return null;
  const wall = Date.UTC(day.year, day.month - 1, day.day, Number(clock[1]), Number(clock[2]));
  const guess = wall - parisOffsetMinutes(new Date(wall)) * 60_000;
  return new Date(wall - parisOffsetMinutes(new Date(guess)) * 60_000);
}

/** The calendar date `days` days after `date` (YYYY-MM-DD), as YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const day = parseIsoDate(date);
  if (!day) throw new Error(`addDays: not a date: ${date}`);
  return new Date(Date.UTC(day.year, day.month - 1, day.day + days)).toISOString().slice(0, 10);
}

const frenchDay = new Intl.DateTimeFormat('fr-FR', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const frenchTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as French readers expect it in Paris: 'samedi 28 mars 2026' and '10:00' (24 h). */
export function frenchDateAndTime(instant: Date): { date: string; time: string } {
  return { date: frenchDay.format(instant), time: frenchTime.format(instant) };
}
