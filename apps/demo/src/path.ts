import { type AppServices, HttpError, lastWeeks } from '@lien/api/extension';
import { todayInParis } from '@lien/contract/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './context';
import type { Persona } from './conversation';
import { type CouplePlan, type PlannedCall, planWeek, type Side } from './path-plan';

export { DEFAULT_PATH_MATCHES } from './path-plan';

import * as pq from './path-queries';
import { coupleMessage } from './path-script';
import { deriveSeed, pick, seededRandom } from './random';
import { personaOf } from './replies';
import { findPersonas } from './reply-queries';
import { DEFAULT_DEMO_SEED } from './service';

/** The complete weeks a start gives a history to, besides the current one so far. */
export const HISTORY_WEEKS = 4;
/** A couple's plan is followed this long after its match: long enough for every step it plans. */
const FOLLOW_MS = 3 * 7 * 86_400_000;
/** A demo member is in at most this many couples of the weeks followed. */
const COUPLES_PER_MEMBER = 3;

/** How the demo couples walk (settings.ts: DEMO_PATH_MATCHES). */
export interface PathSettings {
  /** Matches between demo members a week; 0: none. */
  matchesPerWeek: number;
  /** The plans' seed: the same everywhere, so two machines show the same couples' paths. */
  seed: number;
}

/** What the couples act through: the app's services, as any member's requests. */
export interface PathContext {
  db: Db;
  services: Pick<AppServices, 'swipes' | 'chat' | 'videoCalls' | 'meetings' | 'questionnaire'>;
  log?: FastifyBaseLogger;
}

export interface WalkOptions {
  /** The walk's clock; now by default. Steps planned up to it are done. */
  now?: Date;
  /**
   * Matches planned from this instant on are made (the start's history: weeks back; the living world:
   * since about its last walk). Couples matched earlier are followed for FOLLOW_MS either way.
   */
  matchFrom: Date;
  /** Only these demo members (tests keep to their own population). */
  only?: readonly number[];
}

export interface WalkReport {
  matched: number;
  messages: number;
  calls: number;
  answers: number;
}

/** A couple of the plan and its two members (side 0: the lower id, who liked first). */
interface Couple {
  plan: CouplePlan;
  members: [number, number];
  conversationId: number;
  /** Messages already written. */
  written: number;
  called: boolean;
  answeredBy: number[];
}

/** The plans of the weeks from `from` to `now`, by the time of their match. */
function plansBetween(settings: PathSettings, from: Date, now: Date): Map<number, CouplePlan> {
  const weeks = lastWeeks(Math.ceil((now.getTime() - from.getTime()) / (7 * 86_400_000)) + 2, now);
  const plans = new Map<number, CouplePlan>();
  for (const week of weeks) {
    if (week.to <= from) continue;
    for (const plan of planWeek(week, settings.seed, settings.matchesPerWeek)) {
      if (plan.matchedAt >= from && plan.matchedAt <= now) plans.set(plan.matchedAt.getTime(), plan);
    }
  }
  return plans;
}

/** Refusals a member could meet too (a slot taken, an account gone): that step is let go. */
function refused(ctx: PathContext, error: unknown, what: string, detail: object): void {
  if (!(error instanceof HttpError)) throw error;
  ctx.log?.warn({ ...detail, reason: error.message }, `demo path: ${what} refused`);
}

/**
 * Makes the matches planned from `matchFrom` to `now` that are not made yet: each with a pair of demo
 * members who could match (in each other's deck, neither in too many couples), drawn with the plan's
 * seed; the like first then the like back through the swipe service, as two members would, every
 * couple's in one batch; then moved back to the plan's times.
 */
async function makeMatches(
  ctx: PathContext,
  due: CouplePlan[],
  couples: pq.CoupleRow[],
  now: Date,
  only: readonly number[] | undefined,
): Promise<Couple[]> {
  if (due.length === 0) return [];
  const load = new Map<number, number>();
  for (const couple of couples) {
    for (const id of [couple.user_low, couple.user_high]) load.set(id, (load.get(id) ?? 0) + 1);
  }
  let candidates = await pq.findCandidatePairs(ctx.db, todayInParis(now), only);
  const paired: { plan: CouplePlan; low: number; high: number }[] = [];
  for (const plan of due) {
    const free = candidates.filter(
      (pair) =>
        (load.get(pair.low) ?? 0) < COUPLES_PER_MEMBER && (load.get(pair.high) ?? 0) < COUPLES_PER_MEMBER,
    );
    if (free.length === 0) break;
    const pair = pick(seededRandom(deriveSeed(plan.seed, 0x9a12)), free);
    paired.push({ plan, ...pair });
    candidates = candidates.filter((other) => other !== pair);
    for (const id of [pair.low, pair.high]) load.set(id, (load.get(id) ?? 0) + 1);
  }
  const like = (swiper: number, swiped: number) =>
    ctx.services.swipes.swipe(swiper, { swipedUserId: swiped, like: true }).then(
      () => true,
      (error: unknown) => {
        refused(ctx, error, 'like', { swiper, swiped });
        return false;
      },
    );
  const liked = await Promise.all(paired.map((pair) => like(pair.low, pair.high)));
  const matched = paired.filter((_, index) => liked[index]);
  const back = await Promise.all(matched.map((pair) => like(pair.high, pair.low)));
  const made = matched.filter((_, index) => back[index]);
  await pq.backdateLikes(
    ctx.db,
    made.flatMap(({ plan, low, high }) => [
      { swiper: low, swiped: high, at: plan.likedAt },
      { swiper: high, swiped: low, at: plan.matchedAt },
    ]),
  );
  const conversations = await pq.backdateMatches(
    ctx.db,
    made.map(({ plan, low, high }) => ({ low, high, at: plan.matchedAt })),
  );
  return made.flatMap(({ plan, low, high }) => {
    const row = conversations.find((c) => c.user_low === low && c.user_high === high);
    if (!row) return [];
    return [
      {
        plan,
        members: [low, high],
        conversationId: row.conversation_id,
        written: 0,
        called: false,
        answeredBy: [],
      },
    ];
  });
}

/** The two sides' profiles as the demo world's conversations read them, for couples about to write. */
async function personasOf(ctx: PathContext, couples: Couple[], now: Date): Promise<Map<number, Persona>> {
  const ids = [...new Set(couples.flatMap((couple) => couple.members))];
  const today = todayInParis(now);
  const rows = await findPersonas(ctx.db, ids);
  const personas = await Promise.all(rows.map((row) => personaOf(ctx, row, today)));
  return new Map(rows.map((row, index) => [row.id, personas[index] as Persona]));
}

/** One couple's due steps in order: the call's booking, then the message that proposes it. */
type Step = { kind: 'message'; index: number } | { kind: 'call'; call: PlannedCall };

function dueSteps(couple: Couple, now: Date): Step[] {
  const steps: (Step & { at: number })[] = [];
  couple.plan.messages.forEach((message, index) => {
    if (index >= couple.written && message.at <= now)
      steps.push({ kind: 'message', index, at: message.at.getTime() });
  });
  // Messages are written in order: one not yet due holds back those after it.
  const call = couple.plan.call;
  if (call && !couple.called && call.bookedAt <= now)
    steps.push({ kind: 'call', call, at: call.bookedAt.getTime() });
  return steps.sort((a, b) => a.at - b.at);
}

/**
 * The couples' messages and calls that are due, through the chat and video-call services: each
 * couple's steps in order, the couples side by side (a round is one step of each, so the services'
 * batches write a round together); then moved back to their planned times.
 */
async function writeSteps(ctx: PathContext, couples: Couple[], now: Date, report: WalkReport): Promise<void> {
  const work = couples
    .map((couple) => ({ couple, steps: dueSteps(couple, now) }))
    .filter((w) => w.steps.length > 0);
  if (work.length === 0) return;
  const personas = await personasOf(
    ctx,
    work.filter((w) => w.steps.some((step) => step.kind === 'message')).map((w) => w.couple),
    now,
  );
  const sent: { id: number; at: Date }[] = [];
  const booked: { id: number; at: Date }[] = [];
  const texts = new Map<Couple, string[]>();
  const sidesOf = (couple: Couple): [Persona, Persona] | null => {
    const [low, high] = couple.members.map((id) => personas.get(id));
    return low && high ? [low, high] : null;
  };
  /** The texts of the couple's messages up to `index` (already written ones told again: they are the same). */
  const textsUpTo = (couple: Couple, index: number, sides: [Persona, Persona]) => {
    const said = texts.get(couple) ?? [];
    const call = couple.called ? couple.plan.call : null;
    while (said.length <= index) said.push(coupleMessage(couple.plan, said.length, sides, said, call));
    texts.set(couple, said);
    return said;
  };
  const run = async (couple: Couple, step: Step): Promise<boolean> => {
    const [low, high] = couple.members;
    const id = (side: Side) => (side === 0 ? low : high);
    if (step.kind === 'call') {
      try {
        const appointment = await ctx.services.videoCalls.asOf(step.call.bookedAt).book(id(step.call.by), {
          partnerId: id(step.call.by === 0 ? 1 : 0),
          date: step.call.date,
          time: step.call.time,
        });
        booked.push({ id: appointment.id, at: step.call.bookedAt });
        couple.called = true;
      } catch (error) {
        refused(ctx, error, 'call', { conversationId: couple.conversationId });
      }
      return true;
    }
    const sides = sidesOf(couple);
    const message = couple.plan.messages[step.index];
    if (!sides || !message) return false;
    const text = textsUpTo(couple, step.index, sides)[step.index] as string;
    try {
      const written = await ctx.services.chat.send(id(message.from), couple.conversationId, text);
      sent.push({ id: written.messageID, at: message.at });
      couple.written = step.index + 1;
      return true;
    } catch (error) {
      refused(ctx, error, 'message', { conversationId: couple.conversationId });
      return false;
    }
  };
  // Round by round: the first due step of every couple, then the second…; a couple stops at a refusal.
  let going = work;
  for (let round = 0; going.length > 0; round++) {
    const results = await Promise.all(going.map((w) => run(w.couple, w.steps[round] as Step)));
    going = going.filter((w, index) => results[index] && round + 1 < w.steps.length);
  }
  await pq.backdateMessages(ctx.db, sent);
  await pq.backdateCalls(ctx.db, booked);
  report.messages += sent.length;
  report.calls += booked.length;
}

/**
 * The answers to « Vous vous êtes vus ? » that are due, through the meetings service (which makes the
 * question due from the call or the week of conversation, and keeps the pair's figures with the
 * answer, as for any member); then asked and answered at their planned times.
 */
async function answerQuestions(
  ctx: PathContext,
  couples: Couple[],
  now: Date,
  report: WalkReport,
): Promise<void> {
  const due = couples.flatMap((couple) =>
    couple.plan.answers
      .filter((answer) => answer.answeredAt <= now)
      .map((answer) => ({ couple, answer, memberId: couple.members[answer.side] }))
      .filter(({ memberId }) => !couple.answeredBy.includes(memberId)),
  );
  const done = await Promise.all(
    due.map(({ couple, answer, memberId }) =>
      ctx.services.meetings.answer(memberId, couple.conversationId, answer.answer).then(
        () => true,
        (error: unknown) => {
          refused(ctx, error, 'answer', { conversationId: couple.conversationId, memberId });
          return false;
        },
      ),
    ),
  );
  const answered = due.filter((_, index) => done[index]);
  await pq.backdateAnswers(
    ctx.db,
    answered.map(({ couple, answer, memberId }) => ({
      memberId,
      conversationId: couple.conversationId,
      askedAt: answer.askedAt,
      answeredAt: answer.answeredAt,
    })),
  );
  report.answers += answered.length;
}

/**
 * The demo couples' path (issue #27): does every step planned up to `now` (path-plan.ts) that is not
 * done yet — the matches planned from `matchFrom` on, then each couple's messages and call, then their
 * answers — through the app's services, each moved back to its planned time. Nothing is kept but the
 * rows: a couple is known again by its match's time, and how far it went by its rows, so a walk
 * interrupted or repeated carries on where the last stopped. The start walks the past weeks
 * (the history a fresh machine shows), the living world the minutes since its last walk.
 */
export async function walkPath(
  ctx: PathContext,
  settings: PathSettings,
  options: WalkOptions,
): Promise<WalkReport> {
  const report: WalkReport = { matched: 0, messages: 0, calls: 0, answers: 0 };
  if (settings.matchesPerWeek <= 0) return report;
  const now = options.now ?? new Date();
  const followFrom = new Date(Math.min(options.matchFrom.getTime(), now.getTime() - FOLLOW_MS));
  const plans = plansBetween(settings, followFrom, now);
  const rows = await pq.findCouples(ctx.db, followFrom, now, options.only);
  const couples: Couple[] = rows.flatMap((row) => {
    const plan = plans.get(row.matched_at.getTime());
    if (!plan) return [];
    plans.delete(row.matched_at.getTime());
    return [
      {
        plan,
        members: [row.user_low, row.user_high],
        conversationId: row.conversation_id,
        written: row.messages,
        called: row.called,
        answeredBy: row.answered_by,
      },
    ];
  });
  const unmade = [...plans.values()]
    .filter((plan) => plan.matchedAt >= options.matchFrom)
    .sort((a, b) => a.matchedAt.getTime() - b.matchedAt.getTime());
  const made = await makeMatches(ctx, unmade, rows, now, options.only);
  report.matched = made.length;
  couples.push(...made);
  await writeSteps(ctx, couples, now, report);
  await answerQuestions(ctx, couples, now, report);
  return report;
}

/**
 * The history a start gives the demo couples: every step planned in the HISTORY_WEEKS complete weeks
 * before this one and this one so far, made once (a start finds them made and only adds what is
 * missing). Through the living world's walk when it runs, so the two never walk at once. Never
 * throws: a failure is logged, and the server goes on serving.
 */
export async function seedPathHistory(
  ctx: PathContext,
  matchesPerWeek: number,
  world?: { walkPath(options: Partial<WalkOptions>): Promise<WalkReport> },
  options: { now?: Date; only?: readonly number[] } = {},
): Promise<WalkReport | null> {
  if (matchesPerWeek <= 0) return null;
  const started = performance.now();
  const now = options.now ?? new Date();
  const matchFrom = (lastWeeks(HISTORY_WEEKS + 1, now).at(-1) ?? { from: now }).from;
  const walk = { now, matchFrom, only: options.only };
  try {
    const report = world
      ? await world.walkPath(walk)
      : await walkPath(ctx, { matchesPerWeek, seed: DEFAULT_DEMO_SEED }, walk);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (report.matched + report.messages + report.calls + report.answers > 0)
      ctx.log?.info(
        report,
        `Démo : ${HISTORY_WEEKS} semaines de parcours des couples écrites en ${seconds} s`,
      );
    return report;
  } catch (err) {
    ctx.log?.error({ err }, 'demo path history failed');
    return null;
  }
}
