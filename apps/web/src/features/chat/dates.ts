import { parisWallClock, TIME_ZONE, todayInParis } from '@lien/contract/rules';
import { dateFormatOnFirstUse } from '../../ui/onFirstUse';

/** Chat dates are always Paris dates (PRODUCT §9), whatever the device's own time zone. */
const zone = { timeZone: TIME_ZONE } as const;

// The French day and month names need Intl; each formatter is made when first used (the deck, which
// loads this module with the chat, shows none of them).
const longDay = dateFormatOnFirstUse({ ...zone, weekday: 'long', day: 'numeric', month: 'long' });
const longDayWithYear = dateFormatOnFirstUse({
  ...zone,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDay = dateFormatOnFirstUse({ ...zone, day: 'numeric', month: 'short' });
const shortDayWithYear = dateFormatOnFirstUse({
  ...zone,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const weekday = dateFormatOnFirstUse({ ...zone, weekday: 'long' });

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Paris calendar day of an instant, as YYYY-MM-DD: the key messages are grouped by. */
export function parisDay(instant: Date | string): string {
  return todayInParis(new Date(instant));
}

/** Whole calendar days from `earlier` to `later` in Paris (0 the same day, 1 the day before…). */
function daysBetween(earlier: Date | string, later: Date): number {
  const midnight = (day: string) => Date.parse(`${day}T00:00:00Z`);
  return Math.round((midnight(parisDay(later)) - midnight(parisDay(earlier))) / DAY_MS);
}

/** French writes the first day of a month as an ordinal: « samedi 1er mars », never « 1 mars ». */
function withFirst(format: Intl.DateTimeFormat, instant: Date): string {
  return format
    .formatToParts(instant)
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}

/** The time of a message, 24 h, Paris: « 09:05 », « 23:40 ». */
export function formatTime(instant: Date | string): string {
  // Reckoned from Paris's clock: the time shows in every row and bubble of the first render.
  const paris = parisWallClock(new Date(instant));
  return `${String(paris.getUTCHours()).padStart(2, '0')}:${String(paris.getUTCMinutes()).padStart(2, '0')}`;
}

/** The full date, with the year only when it is not this year's: « lundi 3 mars », « mardi 31 décembre 2024 ». */
export function formatDate(instant: Date | string, now: Date = new Date()): string {
  const date = new Date(instant);
  const sameYear = parisDay(date).slice(0, 4) === parisDay(now).slice(0, 4);
  return withFirst(sameYear ? longDay() : longDayWithYear(), date);
}

/** The heading of a day in a thread: « Aujourd'hui », « Hier », else the date. */
export function formatDayHeading(instant: Date | string, now: Date = new Date()): string {
  const days = daysBetween(instant, now);
  if (days === 0) return "Aujourd'hui";
  if (days === 1) return 'Hier';
  return formatDate(instant, now);
}

/** Date and time in words, for screen readers and tooltips: « lundi 3 mars à 14:05 ». */
export function formatDateTime(instant: Date | string, now: Date = new Date()): string {
  return `${formatDate(instant, now)} à ${formatTime(instant)}`;
}

/**
 * The short time of a conversation's last message in the list: the hour today, « Hier », the weekday
 * within the week, else the day and month (« 3 mars », with the year when it is another year's).
 */
export function formatListTime(instant: Date | string, now: Date = new Date()): string {
  const date = new Date(instant);
  const days = daysBetween(date, now);
  if (days <= 0) return formatTime(date);
  if (days === 1) return 'Hier';
  if (days < 7) return weekday().format(date);
  const sameYear = parisDay(date).slice(0, 4) === parisDay(now).slice(0, 4);
  return withFirst(sameYear ? shortDay() : shortDayWithYear(), date);
}
