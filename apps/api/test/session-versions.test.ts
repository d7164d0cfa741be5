import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sessionVersionReader } from '../src/features/auth/session-versions';
import { useTestApp } from './app';
import { tokenFor, useRemotePlace } from './factories';

const t = useTestApp();
const { client } = t;
const place = useRemotePlace(t);

/** A member whose password changed once (session version 1): tokens of version 0 are revoked. */
async function memberWithNewPassword(): Promise<number> {
  const id = await place.member();
  await t.database.db.updateTable('users').set({ session_version: 1 }).where('id', '=', id).execute();
  return id;
}

describe('session checks', () => {
  it('reads the versions asked in one turn of the event loop with one statement, each its own', async () => {
    let statements = 0;
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => {
        statements += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const read = sessionVersionReader(t.database.db.withPlugin(counting));
    const fresh = await place.member();
    const changed = await memberWithNewPassword();
    const versions = await Promise.all([read(fresh), read(changed), read(2_000_000_000), read(fresh)]);
    expect(versions).toEqual([0, 1, undefined, 0]);
    expect(statements).toBe(1);
    expect(await read(changed)).toBe(1);
    expect(statements).toBe(2);
  });

  it('lets in, among simultaneous calls, exactly the ones whose session is current', async () => {
    const fresh = await place.member();
    const revoked = await memberWithNewPassword();
    const calls = [fresh, revoked, fresh, revoked].map((id) =>
      client.get('/api/unread_messages_count', { token: tokenFor(t.config, id) }),
    );
    expect((await Promise.all(calls)).map((response) => response.statusCode)).toEqual([200, 401, 200, 401]);
  });
});
