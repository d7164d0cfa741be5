import { randomUUID } from 'node:crypto';
import { type Gender, todayInParis } from '@lien/contract/rules';
import { seededRandom } from '@lien/contract/testing';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { inDeckOf } from '../src/features/daily-pick/engine/acceptability';
import { computeRegionPicks } from '../src/features/daily-pick/engine/index';
import { loadRegion } from '../src/features/daily-pick/engine/load';
import { regionOf } from '../src/features/daily-pick/engine/regions';
import { rankCandidates } from '../src/features/discovery/deck/queries';
import { findDeckViewer, SHARDS } from '../src/features/discovery/deck/service';
import { overallCompatibility } from '../src/features/questionnaire/compatibility';
import { useTestApp } from './app';
import { birthDateYearsAgo, createMember, questionnaireAnswers, remotePoint } from './factories';
import { randomOrientation, randomPreferences } from './matching-instances';

/*
 * « Le choix du jour » computed on a real database: a generated population in communes of Mayotte
 * (region 06, made here so that no other file's members are in it), some reports, a block, a ban and
 * an incognito member. The in-memory filters agree with the deck's SQL for every viewer; then, with
 * swipes added, every pick is one the deck's SQL allows both ways, across no swipe, report, block, ban
 * or incognito mode, mutual picks go both ways, and no pair the rules allow blocks the matching.
 */

const t = useTestApp();
const REGION = '06';
const origin = remotePoint();
const today = todayInParis();
const MEMBERS = 36;

type Db = Kysely<Database>;

interface Generated {
  id: number;
  gender: Gender;
}

/** A commune of Mayotte (INSEE 976…) of our own, `north`/`east` km from the origin. */
async function mayotteCommune(db: Db, north: number, east: number): Promise<number> {
  const latitude = origin.latitude + north / 111.19;
  const longitude = origin.longitude + east / (111.19 * Math.cos((latitude * Math.PI) / 180));
  const name = `Mayotte-test-${randomUUID().slice(0, 8)}`;
  const row = await db
    .insertInto('cities')
    .values({
      insee_code: `976${randomUUID().slice(0, 6)}`,
      name,
      zip_code: '97600',
      search_name: name.toLowerCase(),
      latitude,
      longitude,
      population: 1000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Everyone the deck's SQL puts in each viewer's deck within their preferences (all shards, anywhere). */
async function sqlDecks(db: Db, ids: readonly number[]): Promise<Map<number, Set<number>>> {
  const decks = new Map<number, Set<number>>();
  const shards = Array.from({ length: SHARDS }, (_, shard) => shard);
  for (const id of ids) {
    const found = await findDeckViewer(db, id);
    if (!found) continue;
    const ranked = await rankCandidates(db, found.viewer, today, { shards, cells: null }, 100_000);
    decks.set(id, new Set(ranked.map((row) => row.user_id)));
  }
  return decks;
}

describe('computeRegionPicks on a database', () => {
  const population: Generated[] = [];
  let banned = 0;
  let incognito = 0;

  beforeAll(async () => {
    const db = t.database.db;
    const random = seededRandom(20261128);
    const communes = [];
    for (let k = 0; k < 4; k++)
      communes.push(await mayotteCommune(db, (random() - 0.5) * 30, (random() - 0.5) * 30));
    for (let i = 0; i < MEMBERS; i++) {
      const { gender, seeking } = randomOrientation(random);
      const id = await createMember(db, {
        cityId: communes[i % communes.length] as number,
        gender,
        seeking,
        birthDate: birthDateYearsAgo(24 + Math.floor(random() * 12), Math.floor(random() * 365)),
        answers: questionnaireAnswers(Math.floor(random() * 1e9)),
        preferences: { ...randomPreferences(random), ageRange: [18, 60] },
      });
      population.push({ id, gender });
    }
    const at = (k: number) => (population[k] as Generated).id;
    // Reports and a block (a report without reason), a ban, an incognito member.
    for (const [a, b, reason] of [
      [0, 1, 'Autre'],
      [2, 3, null],
      [5, 4, 'Autre'],
    ] as const) {
      await db
        .insertInto('reports')
        .values({ reporter_id: at(a), reported_id: at(b), reason })
        .execute();
    }
    banned = at(6);
    await db.updateTable('users').set({ banned_at: new Date() }).where('id', '=', banned).execute();
    incognito = at(7);
    await db.insertInto('privacy_settings').values({ user_id: incognito, incognito: true }).execute();
  });

  it('knows the region of a commune by its department', () => {
    expect(regionOf('97611')).toBe(REGION);
    expect(regionOf('2A004')).toBe('94');
    expect(regionOf('29019')).toBe('53');
    expect(regionOf('75056')).toBe('11');
  });

  it('filters in memory as the deck filters in SQL, for every viewer', async () => {
    const db = t.database.db;
    const members = await loadRegion(db, REGION, today);
    const ours = population.map((member) => member.id);
    // The banned member is never loaded; everyone else is.
    expect(members.indexOf(banned)).toBe(-1);
    expect(members.count).toBe(MEMBERS - 1);
    const decks = await sqlDecks(db, ours);
    let pairs = 0;
    for (const viewer of ours) {
      const v = members.indexOf(viewer);
      if (v < 0) continue;
      const expected = [...(decks.get(viewer) ?? [])].filter((id) => ours.includes(id)).sort((a, b) => a - b);
      const inMemory = ours.filter((id) => {
        const c = members.indexOf(id);
        return c >= 0 && inDeckOf(members, v, c) && members.incognito[c] === 0 && !members.isExcluded(v, c);
      });
      expect(inMemory, `viewer ${viewer}`).toEqual(expected);
      pairs += expected.length;
    }
    expect(pairs).toBeGreaterThan(MEMBERS);
  });

  it('picks within both members’ decks, across no swipe, report, block, ban or incognito, stably', async () => {
    const db = t.database.db;
    const random = seededRandom(7);
    const ours = population.map((member) => member.id);
    const swiped = new Set<string>();
    const decksBefore = await sqlDecks(db, ours);
    // Swipes on people in the deck, so that they take real pairs away.
    for (const [viewer, deck] of decksBefore) {
      const candidates = [...deck].filter((id) => ours.includes(id));
      if (candidates.length === 0 || random() < 0.5) continue;
      const swipedId = candidates[Math.floor(random() * candidates.length)] as number;
      await db
        .insertInto('swipes')
        .values({ swiper_id: viewer, swiped_id: swipedId, liked: random() < 0.5 })
        .execute();
      swiped.add(`${viewer}>${swipedId}`).add(`${swipedId}>${viewer}`);
    }
    expect(swiped.size).toBeGreaterThan(0);
    const decks = await sqlDecks(db, ours);
    const picks = await computeRegionPicks(db, REGION, today);
    expect(picks.length).toBeGreaterThan(MEMBERS / 3);
    const byMember = new Map(picks.map((pick) => [pick.memberId, pick]));
    for (const pick of picks) {
      const label = `${pick.memberId} → ${pick.pickId}`;
      expect(decks.get(pick.memberId)?.has(pick.pickId), label).toBe(true);
      if (pick.memberId !== incognito) expect(decks.get(pick.pickId)?.has(pick.memberId), label).toBe(true);
      expect(swiped.has(`${pick.memberId}>${pick.pickId}`), label).toBe(false);
      expect(pick.pickId).not.toBe(banned);
      expect(pick.pickId).not.toBe(incognito);
      if (pick.mutual) expect(byMember.get(pick.pickId)?.pickId, label).toBe(pick.memberId);
      expect(pick.compatibility).toBeGreaterThanOrEqual(0);
      expect(pick.compatibility).toBeLessThanOrEqual(100);
    }
    expect(picks.some((pick) => pick.mutual)).toBe(true);

    // No blocking pair among the pairs the deck's SQL allows both ways (lists here hold everyone).
    const members = await loadRegion(db, REGION, today);
    const score = (a: number, b: number) =>
      Math.fround(
        overallCompatibility(
          members.vectors[members.indexOf(a)] as Float32Array,
          members.vectors[members.indexOf(b)] as Float32Array,
        ),
      );
    const prefers = (a: number, b: number) => {
      const pick = byMember.get(a);
      if (!pick?.mutual) return true;
      const held = score(a, pick.pickId);
      return score(a, b) > held || (score(a, b) === held && b < pick.pickId);
    };
    for (const a of ours)
      for (const b of ours) {
        if (a >= b || a === incognito || b === incognito) continue;
        if (!decks.get(a)?.has(b) || !decks.get(b)?.has(a) || swiped.has(`${a}>${b}`)) continue;
        if (byMember.get(a)?.pickId === b && byMember.get(a)?.mutual) continue;
        expect(prefers(a, b) && prefers(b, a), `${a} and ${b} prefer each other`).toBe(false);
      }
  });

  it('gives the same picks when computed again', async () => {
    const db = t.database.db;
    expect(await computeRegionPicks(db, REGION, today)).toEqual(await computeRegionPicks(db, REGION, today));
  });
});
