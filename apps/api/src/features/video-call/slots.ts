import { APPOINTMENT_DAYS, APPOINTMENT_TIMES } from '@lien/contract';
import { todayInParis } from '@lien/contract/rules';
import { addDays, parisToUtc } from './paris-time';

export type AppointmentTime = (typeof APPOINTMENT_TIMES)[number];

/** One proposed start: the Paris date and time the member sees, and the instant it stands for. */
export interface ProposedSlot {
  date: string;
  time: AppointmentTime;
  startsAt: Date;
}

/** A day of the scheduling view and its slots still ahead of `now`. */
export interface ProposedDay {
  date: string;
  slots: ProposedSlot[];
}

function slotsOf(date: string, now: Date): ProposedSlot[] {
  const slots: ProposedSlot[] = [];
  for (const time of APPOINTMENT_TIMES) {
    const startsAt = parisToUtc(date, time);
    if (startsAt && startsAt.getTime() > now.getTime()) slots.push({ date, time, startsAt });
  }
  return slots;
}

/**
 * PRODUCT §2.6's "next 7 days" as Paris calendar days: from today while today still has a slot ahead,
 * else from tomorrow, so that the view always offers seven days to choose from. Slots already started
 * are left out (only today can have any).
 */
export function proposedDays(now: Date): ProposedDay[] {
  const today = todayInParis(now);
  const first = slotsOf(today, now).length > 0 ? today : addDays(today, 1);
  return Array.from({ length: APPOINTMENT_DAYS }, (_, index) => {
    const date = addDays(first, index);
    return { date, slots: slotsOf(date, now) };
  });
}

/** The proposed slot at `date` and `time`, or null when it is not (or no longer) among them. */
export function findProposedSlot(now: Date, date: string, time: string): ProposedSlot | null {
  const day = proposedDays(now).find((candidate) => candidate.date === date);
  return day?.slots.find((slot) => slot.time === time) ?? null;
}
