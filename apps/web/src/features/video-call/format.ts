import { TIME_ZONE } from '@lien/contract/rules';
import { dateFormatOnFirstUse } from '../../ui/onFirstUse';

// The formatters are made when first used: the app's core holds this module, and each built as it
// loaded read locale and time-zone data on every first load (bench/README, 29 November).

// A slot's date is a Paris calendar day (YYYY-MM-DD): read at noon UTC and written in UTC, it is
// that day whatever the device's zone.
const calendarDay = (date: string) => new Date(`${date}T12:00:00Z`);
const weekdayShort = dateFormatOnFirstUse({ timeZone: 'UTC', weekday: 'short' });
const dayMonthShort = dateFormatOnFirstUse({ timeZone: 'UTC', day: 'numeric', month: 'short' });
const dayLong = dateFormatOnFirstUse({
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** A proposed day, as its chip shows it ('sam.', '28 mars') and as it is said ('samedi 28 mars'). */
export function dayLabels(date: string): { weekday: string; dayMonth: string; full: string } {
  const day = calendarDay(date);
  return {
    weekday: weekdayShort().format(day),
    dayMonth: dayMonthShort().format(day),
    full: dayLong().format(day),
  };
}

const parisDay = dateFormatOnFirstUse({
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const parisTime = dateFormatOnFirstUse({
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** When an appointment takes place, in Paris and on 24 hours: 'samedi 28 mars', '10:00', '10:30'. */
export function appointmentWhen(
  startsAt: string,
  minutes: number,
): { day: string; from: string; to: string } {
  const start = new Date(startsAt);
  const end = new Date(start.getTime() + minutes * 60_000);
  return { day: parisDay().format(start), from: parisTime().format(start), to: parisTime().format(end) };
}
