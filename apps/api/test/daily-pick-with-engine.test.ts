import { randomUUID } from 'node:crypto';
import { dailyPickReply } from '@lien/contract';
import { todayInParis } from '@lien/contract/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { dailyPickEngine } from '../src/features/daily-pick/job';
import { useTestApp } from './app';
import { dailyPicks, runAll, storedPicksOf } from './daily-pick-helpers';
import { createMember, remotePoint, tokenFor } from './factories';

/*
 * « Le choix du jour » end to end with the real engine: the job computes Guyane (region 03, whose
 * communes are made here so that no other file's members are in it) and each member reads their pick.
 */

const t = useTestApp();
const REGION = '03';
const origin = remotePoint();

/** A commune of Guyane (INSEE 973…) of this file's own, near the origin. */
async function guyaneCommune(): Promise<number> {
  const name = `Guyane-test-${randomUUID().slice(0, 8)}`;
  const row = await t.db
    .insertInto('cities')
    .values({
      insee_code: `973${randomUUID().slice(0, 6)}`,
      name,
      zip_code: '97300',
      search_name: name.toLowerCase(),
      latitude: origin.latitude,
      longitude: origin.longitude,
      population: 1000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const engine = {
  ...dailyPickEngine,
  regions: dailyPickEngine.regions.filter((region) => region.code === REGION),
};

async function pickOf(memberId: number) {
  const response = await t.client.get('/api/daily_pick', { token: tokenFor(t.config, memberId) });
  expect(response.statusCode, response.body).toBe(200);
  return dailyPickReply.parse(response.json()).pick;
}

describe('the day computed by the engine', () => {
  const men: number[] = [];
  const women: number[] = [];
  let cityId: number;

  beforeAll(async () => {
    expect(engine.regions).toHaveLength(1);
    cityId = await guyaneCommune();
    for (let i = 0; i < 3; i++) {
      men.push(await createMember(t.db, { cityId, gender: 'male', seeking: 'female' }));
      women.push(await createMember(t.db, { cityId, gender: 'female', seeking: 'male' }));
    }
    await runAll(dailyPicks(t.db, engine));
  });

  it('gives every member a pick, mutual, shown as the card with the figure it was chosen by', async () => {
    for (const member of [...men, ...women]) {
      const [stored] = await storedPicksOf(t.db, member);
      expect(stored).toMatchObject({ day: todayInParis(), mutual: true });
      const pick = await pickOf(member);
      expect(pick?.id).toBe(stored?.pick_id);
      expect(pick?.compatibility).toBe(stored?.compatibility);
      const [back] = await storedPicksOf(t.db, pick?.id ?? 0);
      expect(back?.pick_id).toBe(member);
    }
    expect(new Set(await Promise.all(men.map(async (man) => (await pickOf(man))?.id)))).toEqual(
      new Set(women),
    );
  });

  it('gives a member who arrives after the run a pick of their own on first ask', async () => {
    const late = await createMember(t.db, { cityId, gender: 'female', seeking: 'male' });
    await runAll(dailyPicks(t.db, engine));
    expect(await storedPicksOf(t.db, late)).toEqual([]);
    const pick = await pickOf(late);
    expect(men).toContain(pick?.id);
    expect(await storedPicksOf(t.db, late)).toEqual([
      expect.objectContaining({ pick_id: pick?.id, mutual: false }),
    ]);
  });
});
