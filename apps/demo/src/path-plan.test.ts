import { APPOINTMENT_MINUTES } from '@lien/contract';
import { describe, expect, it } from 'vitest';
import { lastWeeks } from '../../api/src/features/funnel/weeks';
import { findProposedSlot } from '../../api/src/features/video-call/slots';
import { type CouplePlan, DEPTHS, type Depth, planWeek } from './path-plan';

const HOUR = 3_600_000;
const parisHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  hourCycle: 'h23',
});
const weeks = lastWeeks(40, new Date('2026-11-30T10:00:00Z')).slice(1);

/** The funnel's steps (features/funnel/queries.ts) read from a plan instead of the rows. */
function funnelOf(plans: CouplePlan[]) {
  const steps = plans.map((plan) => {
    const first = plan.messages[0];
    const answer = first && plan.messages.find((m) => m.from !== first.from);
    return {
      message: first !== undefined,
      answered: answer !== undefined && answer.at.getTime() - (first?.at.getTime() ?? 0) <= 24 * HOUR,
      call: plan.call !== null,
      met: plan.answers.some((a) => a.answer === 'again' || a.answer === 'no_follow_up'),
      again: plan.answers.some((a) => a.answer === 'again'),
    };
  });
  const count = (key: keyof (typeof steps)[number]) => steps.filter((step) => step[key]).length;
  return [plans.length, count('message'), count('answered'), count('call'), count('met'), count('again')];
}

describe('the path of the demo couples', () => {
  it('plans the same week the same way whenever it is planned', () => {
    const week = weeks[0] as (typeof weeks)[number];
    expect(planWeek(week, 7, 30)).toEqual(planWeek(week, 7, 30));
    expect(planWeek(week, 8, 30)).not.toEqual(planWeek(week, 7, 30));
  });

  it('gives every week fewer couples at each step, and some at every step', () => {
    for (const count of [12, 30]) {
      for (const week of weeks) {
        const funnel = funnelOf(planWeek(week, 20_261_121, count));
        expect(funnel[0]).toBe(count);
        for (let step = 1; step < funnel.length; step++) {
          expect(funnel[step], `${week.monday}, ${count} matches: ${funnel.join(', ')}`).toBeGreaterThan(0);
          expect(funnel[step], `${week.monday}, ${count} matches: ${funnel.join(', ')}`).toBeLessThan(
            funnel[step - 1] as number,
          );
        }
      }
    }
  });

  it('keeps each couple’s steps in order, within the week for the calls, at times the app proposes', () => {
    const depthsSeen = new Set<Depth>();
    for (const week of weeks) {
      for (const plan of planWeek(week, 20_261_121, 30)) {
        depthsSeen.add(plan.depth);
        expect(plan.matchedAt.getTime()).toBeGreaterThanOrEqual(week.from.getTime());
        expect(plan.matchedAt.getTime()).toBeLessThan(week.to.getTime());
        expect(plan.likedAt.getTime()).toBeLessThan(plan.matchedAt.getTime());
        const times = plan.messages.map((message) => message.at.getTime());
        expect(times).toEqual([...times].sort((a, b) => a - b));
        expect(times[0] ?? Infinity).toBeGreaterThan(plan.matchedAt.getTime());
        for (const message of plan.messages) {
          const hour = Number(parisHour.format(message.at));
          expect(hour < 1 || hour >= 7, `a message at ${hour} h in Paris`).toBe(true);
        }
        if (plan.call) {
          const { call } = plan;
          expect(findProposedSlot(call.bookedAt, call.date, call.time)?.startsAt).toEqual(call.startsAt);
          const proposal = plan.messages.find((message) => message.proposesCall);
          expect(proposal?.from).toBe(call.by);
          expect(proposal?.at.getTime()).toBeGreaterThan(call.bookedAt.getTime());
          const end = call.startsAt.getTime() + APPOINTMENT_MINUTES * 60_000;
          for (const answer of plan.answers) expect(answer.askedAt.getTime()).toBeGreaterThan(end);
          expect(Math.max(end, ...plan.answers.map((a) => a.answeredAt.getTime()))).toBeLessThan(
            week.to.getTime(),
          );
        }
        for (const answer of plan.answers) {
          expect(answer.answeredAt.getTime()).toBeGreaterThan(answer.askedAt.getTime());
          if (!plan.call) expect(answer.answer).toBe('not_yet');
        }
        expect(new Set(plan.answers.map((answer) => answer.side)).size).toBe(plan.answers.length);
      }
    }
    expect([...depthsSeen].sort()).toEqual([...DEPTHS].sort());
  });
});
