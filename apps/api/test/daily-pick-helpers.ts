import { todayInParis } from '@lien/contract/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import type { DayPick } from '../src/features/daily-pick/engine';
import { DailyPicks, type PickEngine } from '../src/features/daily-pick/job';
import { addDays, parisToUtc } from '../src/features/video-call/paris-time';

/** A region code of one test's own: on PostgreSQL every file shares one database and its runs. */
export const regionCode = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}`;

/** The Paris day `days` after today, and an instant of it at a Paris wall-clock time (HH:MM). */
export function parisDay(days = 0): string {
  return addDays(todayInParis(), days);
}
export function parisTime(day: string, time: string): Date {
  const at = parisToUtc(day, time);
  if (!at) throw new Error(`not a Paris time: ${day} ${time}`);
  return at;
}

/**
 * A fake engine over the given regions: each region's picks as given (the same pair both ways when
 * mutual), every call counted, and a region made to fail on demand (a process killed mid-run).
 */
export function fakeEngine(
  picksOf: Record<string, DayPick[]>,
  /** Computations answer only once this many have begun: runs that really overlap, however fast. */
  options: { together?: number } = {},
) {
  const calls: { region: string; day: string }[] = [];
  const failing = new Set<string>();
  let allBegun = () => {};
  const begun = new Promise<void>((resolve) => {
    allBegun = resolve;
  });
  const engine: PickEngine = {
    regions: Object.keys(picksOf).map((code) => ({ code, name: code })),
    async computeRegionPicks(_db, region, day) {
      calls.push({ region, day });
      if (options.together) {
        if (calls.length >= options.together) allBegun();
        await begun;
      }
      if (failing.has(region)) throw new Error(`computation of ${region} cut short`);
      return picksOf[region] ?? [];
    },
  };
  return { engine, calls, failing };
}

/** A pair picked for each other. */
export function mutualPair(a: number, b: number, compatibility = 80): DayPick[] {
  return [
    { memberId: a, pickId: b, compatibility, mutual: true },
    { memberId: b, pickId: a, compatibility, mutual: true },
  ];
}

/** The job's steps run until every region is done and nothing is left to announce. */
export async function runAll(picks: DailyPicks): Promise<void> {
  for (let step = await picks.step(); step.kind === 'region' || step.more; step = await picks.step());
}

/** A job over the fake engine, at a given time. */
export function dailyPicks(db: Kysely<Database>, engine: PickEngine, now?: () => Date): DailyPicks {
  return new DailyPicks({ db, engine, ...(now && { now }) });
}

/** The member's stored picks, every day. */
export function storedPicksOf(db: Kysely<Database>, memberId: number) {
  return db
    .selectFrom('daily_picks')
    .select(['day', 'pick_id', 'compatibility', 'mutual', 'announced_at'])
    .where('member_id', '=', memberId)
    .orderBy('day')
    .execute();
}
