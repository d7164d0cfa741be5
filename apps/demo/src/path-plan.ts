import { APPOINTMENT_MINUTES, APPOINTMENT_TIMES, type MeetingAnswer } from '@lien/contract';
import { todayInParis } from '@lien/contract/rules';
import { between, chance, deriveSeed, pick, type Random, sample, seededRandom, weighted } from './random';

/*
 * The path from a match to a date (issue #27), as the demo's own couples walk it: for each Paris week,
 * `matchesPerWeek` matches between demo members, and how far each goes — a first message, an answer
 * within 24 h (or later, or never), a video call booked, « on s'est vus », « j'aimerais la revoir ».
 * Pure and seeded: the plan of a week is the same whenever it is computed, so the seeding writes the
 * past weeks and the living world the rest of the current one, from one plan and with nothing stored
 * but the rows themselves. A couple is known again by its match's time (`matchedAt`, to the
 * millisecond), which the path gives the match (path.ts).
 */

/** Matches between demo members a week, by default: one for ten members of the default population. */
export const DEFAULT_PATH_MATCHES = 30;

/** How far a couple goes: each depth is every step of the one before it, and one more. */
export const DEPTHS = ['match', 'message', 'answered', 'call', 'met', 'again'] as const;
export type Depth = (typeof DEPTHS)[number];

/** Each step's share of the step before, drawn per week within these bounds (plausible, decreasing). */
const SHARES: Record<Exclude<Depth, 'match'>, readonly [number, number]> = {
  message: [0.72, 0.86],
  answered: [0.55, 0.72],
  call: [0.38, 0.55],
  met: [0.55, 0.75],
  again: [0.5, 0.7],
};

/** The two members of a couple: 0 liked first, 1 liked back (the like that made the match). */
export type Side = 0 | 1;

export interface PlannedMessage {
  from: Side;
  at: Date;
  /** This message proposes the call booked just before it. */
  proposesCall: boolean;
}

export interface PlannedCall {
  by: Side;
  /** When it is booked: the clock the booking is made at (the slots are those of that moment). */
  bookedAt: Date;
  /** The Paris day and time of the call, one of the proposed slots at `bookedAt`. */
  date: string;
  time: (typeof APPOINTMENT_TIMES)[number];
  startsAt: Date;
}

export interface PlannedAnswer {
  side: Side;
  /** When the member first looks at their questions (the question's `asked_at`). */
  askedAt: Date;
  answeredAt: Date;
  answer: MeetingAnswer;
}

/** One couple of a week's plan: the match, then each step with its time. */
export interface CouplePlan {
  /** Its place in the week's plan, and the seed of its own draws. */
  slot: number;
  seed: number;
  depth: Depth;
  likedAt: Date;
  matchedAt: Date;
  messages: PlannedMessage[];
  call: PlannedCall | null;
  answers: PlannedAnswer[];
}

export interface PathWeek {
  monday: string;
  from: Date;
  to: Date;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (base: Date, hours: number) => new Date(base.getTime() + Math.round(hours * HOUR));
const uniform = (random: Random, min: number, max: number) => min + random() * (max - min);

/** The hour of an instant in Paris, 0 to 23. */
const PARIS_HOUR = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The Paris day `days` after the one `instant` falls on. */
const parisDayAfter = (instant: Date, days: number) => todayInParis(new Date(instant.getTime() + days * DAY));

/** Matches come more in the evening and at the week-end, as people open the app after work. */
const DAY_WEIGHTS: readonly (readonly [number, number])[] = [
  [0, 10],
  [1, 10],
  [2, 10],
  [3, 11],
  [4, 12],
  [5, 13],
  [6, 12],
];
const HOUR_WEIGHTS: readonly (readonly [number, number])[] = [
  [8, 3],
  [10, 3],
  [12, 5],
  [14, 3],
  [17, 5],
  [19, 8],
  [20, 9],
  [21, 9],
  [22, 6],
];

/** When a week's matches happen: `count` instants within the week, one per slot, in slot order. */
export function slotTimes(week: PathWeek, seed: number, count: number): Date[] {
  const random = seededRandom(deriveSeed(seed, Number(week.monday.replaceAll('-', ''))));
  const span = week.to.getTime() - week.from.getTime();
  return Array.from({ length: count }, () => {
    const day = weighted(random, DAY_WEIGHTS);
    const hour = weighted(random, HOUR_WEIGHTS) + random() * 2;
    // Within the week whatever the clock change (a week of 167 or 169 hours).
    const offset = Math.min(span - 1, Math.round((day * 24 + hour) * HOUR));
    return new Date(week.from.getTime() + offset);
  });
}

/**
 * `share` of `before`, fewer than `before` and enough for each of the `stepsAfter` steps to have one
 * fewer again, when there are enough: every step shows, each smaller than the one before.
 */
function stepCount(before: number, share: number, stepsAfter: number): number {
  if (before <= 1) return before;
  return Math.min(before - 1, Math.max(stepsAfter + 1, Math.round(before * share)));
}

/** Nobody writes between 1 h and 7 h in Paris: a message due then waits for the morning. */
function awake(time: Date): Date {
  let moved = time;
  // Twice at most: on the night the clocks go back, 7 - hour lands an hour short.
  for (
    let hour = Number(PARIS_HOUR.format(moved));
    hour >= 1 && hour < 7;
    hour = Number(PARIS_HOUR.format(moved))
  )
    moved = at(moved, 7 - hour);
  return moved;
}

/** The messages of a couple that wrote, and the proposal's place when a call is booked. */
function planMessages(random: Random, plan: CouplePlan, reply: 'within' | 'late' | 'never'): void {
  const deep = DEPTHS.indexOf(plan.depth) >= DEPTHS.indexOf('answered');
  const first: Side = chance(random, 0.5) ? 0 : 1;
  let time = awake(at(plan.matchedAt, deep ? uniform(random, 0.1, 6) : uniform(random, 0.1, 30)));
  plan.messages.push({ from: first, at: time, proposesCall: false });
  if (reply === 'never') return;
  const other: Side = first === 0 ? 1 : 0;
  // Within 24 h even when the night holds it back (14 h, then 6 h at most).
  time = awake(at(time, reply === 'within' ? uniform(random, 0.1, 14) : uniform(random, 26, 90)));
  plan.messages.push({ from: other, at: time, proposesCall: false });
  const more = reply === 'late' ? between(random, 0, 2) : between(random, 2, 4);
  let from = first;
  for (let i = 0; i < more; i++) {
    time = awake(at(time, uniform(random, 0.2, 8)));
    plan.messages.push({ from, at: time, proposesCall: false });
    from = from === 0 ? 1 : 0;
  }
}

/** The instant of a Paris day and time (the offset of that day: 1 or 2 hours; slots are daytime). */
function parisInstant(date: string, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const noon = new Date(`${date}T12:00:00Z`);
  const parisNoon = Number(PARIS_HOUR.format(noon));
  return new Date(noon.getTime() + ((hours - parisNoon) * 60 + minutes) * 60_000);
}

/** The call, booked by the writer of the last message but one, who proposes it there; a day or two later. */
function planCall(random: Random, plan: CouplePlan): void {
  const message = plan.messages[plan.messages.length - 2];
  if (!message) return;
  message.proposesCall = true;
  const bookedAt = new Date(message.at.getTime() - 60_000);
  const date = parisDayAfter(bookedAt, between(random, 1, 2));
  const time = pick(random, APPOINTMENT_TIMES);
  plan.call = { by: message.from, bookedAt, date, time, startsAt: parisInstant(date, time) };
}

/** What each member answers to « Vous vous êtes vus ? » after the call, as far as the couple went. */
function planAnswers(random: Random, plan: CouplePlan): void {
  const call = plan.call;
  const firstMessage = plan.messages[0];
  const answered = (side: Side, answer: MeetingAnswer, due: Date) => {
    const askedAt = at(due, uniform(random, 0.3, 3));
    plan.answers.push({ side, askedAt, answeredAt: at(askedAt, uniform(random, 0.02, 0.3)), answer });
  };
  if (call) {
    const due = new Date(call.startsAt.getTime() + APPOINTMENT_MINUTES * 60_000);
    const first: Side = chance(random, 0.5) ? 0 : 1;
    const second: Side = first === 0 ? 1 : 0;
    if (plan.depth === 'again') {
      answered(first, 'again', due);
      const other = weighted<MeetingAnswer | null>(random, [
        ['again', 55],
        ['no_follow_up', 25],
        [null, 20],
      ]);
      if (other) answered(second, other, due);
    } else if (plan.depth === 'met') {
      answered(first, 'no_follow_up', due);
      if (chance(random, 0.6)) answered(second, 'no_follow_up', due);
    } else {
      // Seen on screen, not yet in person: « Pas encore » from one or both, or nothing yet.
      if (chance(random, 0.8)) answered(first, 'not_yet', due);
      if (chance(random, 0.5)) answered(second, 'not_yet', due);
    }
    return;
  }
  // A conversation of a week with no call: a member who looks answers « Pas encore », now and then.
  if (!firstMessage || plan.messages.length < 3) return;
  const due = at(firstMessage.at, 7 * 24 + uniform(random, 1, 48));
  for (const side of [0, 1] as const) if (chance(random, 0.3)) answered(side, 'not_yet', due);
}

/** A couple's steps for its depth, from its own seed: the same plan whenever it is made. */
export function planCouple(slot: number, seed: number, matchedAt: Date, depth: Depth): CouplePlan {
  const random = seededRandom(seed);
  const plan: CouplePlan = {
    slot,
    seed,
    depth,
    likedAt: at(matchedAt, -uniform(random, 0.5, 72)),
    matchedAt,
    messages: [],
    call: null,
    answers: [],
  };
  if (depth === 'match') return plan;
  const reply = depth !== 'message' ? 'within' : chance(random, 0.55) ? 'late' : 'never';
  planMessages(random, plan, reply);
  if (DEPTHS.indexOf(depth) >= DEPTHS.indexOf('call')) planCall(random, plan);
  planAnswers(random, plan);
  return plan;
}

/** The last thing a couple does, by its plan. */
export const lastStepAt = (plan: CouplePlan) =>
  Math.max(
    plan.matchedAt.getTime(),
    ...plan.messages.map((message) => message.at.getTime()),
    ...(plan.call ? [plan.call.startsAt.getTime() + APPOINTMENT_MINUTES * 60_000] : []),
    ...plan.answers.map((answer) => answer.answeredAt.getTime()),
  );

/**
 * A week's couples: `count` matches at their times, and how far each goes. The counts of each depth
 * follow shares drawn for the week within SHARES (at least one at each step, each fewer than the
 * one before, when there are six matches or more). Couples that book a call are among those whose
 * whole path, answers included, fits in the week, so a past week's funnel is complete.
 */
export function planWeek(week: PathWeek, seed: number, count: number): CouplePlan[] {
  const weekSeed = deriveSeed(seed, Number(week.monday.replaceAll('-', '')));
  const random = seededRandom(deriveSeed(weekSeed, 0x5a7e));
  const times = slotTimes(week, seed, count);
  const slotSeed = (slot: number) => deriveSeed(weekSeed, slot);
  const ends = (slot: number, depth: Depth) =>
    lastStepAt(planCouple(slot, slotSeed(slot), times[slot] as Date, depth)) < week.to.getTime();
  // Which couples can book a call: those whose path as a couple that calls ends within the week.
  const fits = times.flatMap((_, slot) =>
    ends(slot, 'call') && ends(slot, 'met') && ends(slot, 'again') ? [slot] : [],
  );
  const share = (depth: Exclude<Depth, 'match'>) => uniform(random, ...SHARES[depth]);
  const messages = stepCount(count, share('message'), 4);
  const answered = stepCount(messages, share('answered'), 3);
  const calls = Math.min(stepCount(answered, share('call'), 2), fits.length);
  const met = stepCount(calls, share('met'), 1);
  const again = stepCount(met, share('again'), 0);

  const depths: Depth[] = times.map(() => 'match');
  const callers = sample(random, fits, calls);
  callers.forEach((slot, rank) => {
    depths[slot] = rank < again ? 'again' : rank < met ? 'met' : 'call';
  });
  const others = sample(
    random,
    times.map((_, slot) => slot).filter((slot) => !callers.includes(slot)),
    count,
  );
  others.forEach((slot, rank) => {
    depths[slot] = rank < answered - calls ? 'answered' : rank < messages - calls ? 'message' : 'match';
  });
  return times.map((time, slot) => planCouple(slot, slotSeed(slot), time, depths[slot] as Depth));
}
