import { DEFAULT_PRIVACY_SETTINGS, type PrivacySettings } from '@lien/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../api/test/app';
import { remotePoint, tokenFor, useRemotePlace } from '../../api/test/factories';
import { findFirstLiker } from '../src/arrival-queries';

/* The members' privacy settings (the API's privacy feature) as the demo world respects them. */

const t = useTestApp();
const { client } = t;
const place = useRemotePlace(t, remotePoint());
const { man, woman } = place;

const as = (userId: number) => ({ token: tokenFor(t.config, userId) });

async function save(userId: number, settings: PrivacySettings) {
  const response = await client.put('/api/privacy_settings', settings, as(userId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PrivacySettings>();
}

describe('mode incognito', () => {
  it('is respected by the demo world: no demo member likes an incognito newcomer first', async () => {
    const newcomer = await woman();
    const demo = await man();
    await t.db
      .insertInto('demo_members')
      .values({
        user_id: demo,
        seed: 240_000 + (demo % 100_000),
        seed_index: demo,
        likes_back: true,
        reply_delay_seconds: 5,
        created_at: new Date(),
        likes_first: true,
      })
      .execute();
    const today = new Date().toISOString().slice(0, 10);
    await save(newcomer, { incognito: true, showDistance: true });
    expect(await findFirstLiker(t.db, newcomer, today)).toBeNull();
    await save(newcomer, DEFAULT_PRIVACY_SETTINGS);
    expect(await findFirstLiker(t.db, newcomer, today)).toBe(demo);
  });
});
