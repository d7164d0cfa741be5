import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badgeCounts } from '../src/badge-counts';
import type { DatabaseHandle } from '../src/db/connect';
import { openTestDatabase } from './app';
import { createMember, insertMatch, useCity } from './factories';

/*
 * The bottom bar's badges of many members in one statement (member_badges): each member's own counts,
 * whatever else the batch holds, and zeros for a member who is gone.
 */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
const city = useCity({
  get db() {
    return database.db;
  },
});

async function send(conversationId: number, senderId: number, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, index) => ({
    conversation_id: conversationId,
    sender_id: senderId,
    content: `message ${index}`,
  }));
  await database.db.insertInto('messages').values(rows).execute();
}

describe('badgeCounts', () => {
  it('counts each member of a batch apart, a closed conversation and a gone member as nothing', async () => {
    const { db } = database;
    const member = (gender: 'female' | 'male') =>
      createMember(db, { cityId: city.id, gender, seeking: gender === 'female' ? 'male' : 'female' });
    const [ana, bruno, chloe, denis, eve] = await Promise.all([
      member('female'),
      member('male'),
      member('female'),
      member('male'),
      member('female'),
    ]);
    const anaWithBruno = await insertMatch(db, ana, bruno);
    const chloeWithDenis = await insertMatch(db, chloe, denis);
    await send(anaWithBruno, bruno, 3);
    await send(anaWithBruno, ana, 2);
    await send(chloeWithDenis, denis, 4);
    // Chloé reported Denis: their conversation is closed to both, its messages and match unannounced.
    await db
      .insertInto('reports')
      .values({ reporter_id: chloe, reported_id: denis, reason: 'Faux profil/Arnaque' })
      .execute();
    await db
      .insertInto('swipes')
      .values([
        { swiper_id: bruno, swiped_id: eve, liked: true },
        { swiper_id: denis, swiped_id: eve, liked: true },
        { swiper_id: ana, swiped_id: eve, liked: false },
      ])
      .execute();
    const gone = eve + 1000;

    const counts = await badgeCounts(db)([ana, bruno, chloe, denis, eve, gone]);

    expect(Object.fromEntries(counts)).toEqual({
      [ana]: { newLikes: 0, unreadMessages: 3, newMatches: 1 },
      [bruno]: { newLikes: 0, unreadMessages: 2, newMatches: 1 },
      [chloe]: { newLikes: 0, unreadMessages: 0, newMatches: 0 },
      [denis]: { newLikes: 0, unreadMessages: 0, newMatches: 0 },
      [eve]: { newLikes: 2, unreadMessages: 0, newMatches: 0 },
      [gone]: { newLikes: 0, unreadMessages: 0, newMatches: 0 },
    });
    expect((await badgeCounts(db)([])).size).toBe(0);
  });
});
