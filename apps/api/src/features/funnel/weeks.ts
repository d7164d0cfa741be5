import { todayInParis } from '@lien/contract/rules';

/*
 * The funnel's weeks (issue #27): Monday 00:00 to the next Monday 00:00, Paris time, as instants, so
 * the query compares timestamps and needs no time-zone data in the database (PGlite has none to trust).
 */

export interface FunnelWeek {
  /** The Monday, YYYY-MM-DD, Paris time. */
  monday: string;
  from: Date;
  to: Date;
}

const DAY_MS = 86_400_000;

/** The instant a Paris calendar day begins. */
export function parisMidnight(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  // Paris is UTC+1 or +2: the instant whose Paris date and hour are `day` 00:00.
  for (const hours of [1, 2, 0]) {
    const guess = new Date(utcMidnight.getTime() - hours * 3_600_000);
    const paris = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(guess);
    if (todayInParis(guess) === day && paris === '00') return guess;
  }
  return utcMidnight;
}

const addDays = (day: string, days: number) =>
  new Date(new Date(`${day}T12:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** The last `count` weeks, the current one first (it is still filling up). */
export function lastWeeks(count: number, now: Date = new Date()): FunnelWeek[] {
  const today = todayInParis(now);
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const thisMonday = addDays(today, -weekday);
  return Array.from({ length: count }, (_, index) => {
    const monday = addDays(thisMonday, -7 * index);
    return { monday, from: parisMidnight(monday), to: parisMidnight(addDays(monday, 7)) };
  });
}
