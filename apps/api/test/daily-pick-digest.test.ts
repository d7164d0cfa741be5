import { DEFAULT_NOTIFICATION_PREFERENCES, notificationMessages } from '@lien/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import {
  dailyPicks,
  fakeEngine,
  mutualPair,
  parisDay,
  parisTime,
  regionCode,
  runAll,
} from './daily-pick-helpers';
import { useDigest } from './digest-helpers';
import { tokenFor, useRemotePlace } from './factories';

/* « Le choix du jour » told by the e-mail digest to members without push (issue #26). */

const t = useTestApp();
const { man, woman } = useRemotePlace(t);
const { sweep, digestsTo } = useDigest(t);

describe('the digest of a day with a pick', () => {
  it('tells of the pick from 9:00, once, to members who chose it', async () => {
    const [him, her, other, otherPick] = [await man(), await woman(), await man(), await woman()];
    const region = regionCode('digest');
    const { engine } = fakeEngine({ [region]: [...mutualPair(him, her), ...mutualPair(other, otherPick)] });
    const today = parisDay();
    await runAll(dailyPicks(t.db, engine, () => parisTime(today, '00:10')));
    const choices = { ...DEFAULT_NOTIFICATION_PREFERENCES, dailyPick: false };
    for (const declined of [other, otherPick]) {
      const saved = await t.client.put('/api/notification_preferences', choices, {
        token: tokenFor(t.config, declined),
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }

    await sweep(parisTime(today, '08:07'));
    expect(await digestsTo(him)).toEqual([]);

    await sweep(parisTime(today, '09:07'));
    const [digest, ...more] = await digestsTo(him);
    expect(more).toEqual([]);
    expect(digest?.text_body).toContain(notificationMessages.dailyPickDigest);
    expect(digest?.text_body).toContain('Ouvrez Lien pour le découvrir.');
    expect(digest?.text_body).toContain('http://lien.test/profile');
    expect(digest?.text_body).not.toContain('Depuis votre dernière visite');
    expect(await digestsTo(other)).toEqual([]);
    expect(await digestsTo(otherPick)).toEqual([]);

    // A day later with nothing new, and the pick already told: no second mail.
    await sweep(new Date(parisTime(today, '09:07').getTime() + 25 * 60 * 60_000));
    expect(await digestsTo(him)).toHaveLength(1);
  });
});
