import * as contract from '@lien/contract';
import { stripHtml, withoutControlCharacters } from '@lien/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { callFamilies } from './bad-input/families';
import { matchMembers } from './chat-helpers';
import { cityNear, createMember, remotePoint, tokenFor } from './factories';

const messageObjects = Object.entries(contract).flatMap(([name, value]) =>
  name.endsWith('Messages') && typeof value === 'object' && value !== null ? Object.values(value) : [],
);
/** Every fixed French message of the contract: the strings of its `…Messages` objects. */
const productMessages = new Set(messageObjects.filter((message) => typeof message === 'string'));
/** The fixed beginnings of its messages with a part filled in (the functions of those objects). */
const MARK = '\u2063';
const productMessageStarts = messageObjects.flatMap((message) => {
  if (typeof message !== 'function') return [];
  try {
    const filled = String(message(MARK, MARK, MARK));
    const start = filled.slice(0, filled.indexOf(MARK));
    return start.length >= 10 ? [start] : [];
  } catch {
    return [];
  }
});
const isProductMessage = (message: unknown) =>
  typeof message === 'string' &&
  (productMessages.has(message) || productMessageStarts.some((start) => message.startsWith(start)));

/** Generated requests per family; `FUZZ_RUNS` raises it (npm run bench:fuzz -w bench). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

/**
 * Generated bad payloads on every family of calls, sent by a signed-in member with a valid CSRF
 * token (so that they reach validation and the services): no answer is a 5xx, every refusal is
 * `{ error }` with one of the product's French messages, and nothing bad is stored.
 */
describe('generated bad input', () => {
  const t = useTestApp();
  let headers: Record<string, string>;

  beforeAll(async () => {
    const here = await cityNear(t.database.db, remotePoint());
    const me = await createMember(t.database.db, { cityId: here });
    const partner = await createMember(t.database.db, { cityId: here });
    await matchMembers(t.database.db, me, partner);
    const csrf = await t.app.inject({ method: 'GET', url: '/api/get_csrf_token' });
    const cookie = [csrf.headers['set-cookie']].flat().map((value) => String(value).split(';')[0]);
    headers = {
      cookie: cookie.join('; '),
      'x-csrf-token': csrf.json<{ csrf_token: string }>().csrf_token,
      authorization: `Bearer ${tokenFor(t.config, me)}`,
    };
  });

  for (const family of callFamilies) {
    it(`${family.name}: ${RUNS} generated requests, no 5xx, only French product messages`, async () => {
      await fc.assert(
        fc.asyncProperty(family.requests, async ({ method, url, body }) => {
          const response = await t.app.inject({
            method,
            url,
            headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
            ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
          });
          expect(response.statusCode, `${method} ${url} ${response.body}`).toBeLessThan(500);
          if (response.statusCode >= 400 && response.statusCode !== 404) {
            const reply = response.json<Record<string, unknown>>();
            expect(Object.keys(reply)).toEqual(['error']);
            expect(isProductMessage(reply.error), `${method} ${url}: ${String(reply.error)}`).toBe(true);
          }
        }),
        { numRuns: RUNS },
      );
    }, 300_000);
  }

  it('stored no control character and no markup in any free text', async () => {
    const texts = await sql<{ value: string | null }>`
      select first_name as value from users union all select last_name from users
      union all select job_title from users union all select school from users
      union all select bio from users union all select comment from feedback
      union all select content from messages`.execute(t.database.db);
    for (const { value } of texts.rows)
      if (value !== null) expect(withoutControlCharacters(value)).toBe(value);
    const sanitised = await sql<{ value: string | null }>`
      select first_name as value from users union all select last_name from users
      union all select job_title from users union all select school from users
      union all select bio from users union all select comment from feedback`.execute(t.database.db);
    for (const { value } of sanitised.rows) if (value !== null) expect(stripHtml(value)).toBe(value);
  });
});
