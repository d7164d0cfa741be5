import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripHtml, withoutControlCharacters } from '@lien/contract/rules';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { contractEndpoints, fieldTargets } from './bad-input/contract-endpoints';
import { hostileValue } from './bad-input/hostile';
import { isFrenchProductMessage } from './bad-input/product-messages';
import { type FuzzRequest, percentEncode, requestsFor } from './bad-input/requests';
import { allowedStoredText, storedTextCheck } from './bad-input/stored-text';
import { buildWorld, type FuzzWorld, worldHints } from './bad-input/world';

/** Generated requests per endpoint field; `FUZZ_RUNS` raises it (npm run bench:fuzz -w bench). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
/** The seed of the run, printed with any problem so that it can be replayed (`FUZZ_SEED`). */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

const endpoints = contractEndpoints();

/** What went wrong with one request: kept short, distinct problems shown first. */
interface Problem {
  kind: string;
  detail: string;
}

const describeValue = (value: unknown) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(JSON.stringify(value) ?? value);
  return text.length > 120 ? `${text.slice(0, 120)}… (${text.length} characters)` : text;
};

/**
 * Every endpoint of the contract, found by walking its declarations, and every field of its path,
 * query and body (each update_profile `field` with values of every kind), sent by a signed-in member
 * with valid-shaped requests whose one field is hostile: no answer is a 5xx, every refusal is exactly
 * `{ error }` with one of the product's French messages, and an accepted text is stored as typed (or
 * as the README's sanitising documents).
 */
describe('generated hostile input on every endpoint of the contract', () => {
  const t = useTestApp();
  let world: FuzzWorld;
  const tally = new Map<
    string,
    { payloads: number; accepted: number; serverErrors: number; notFrench: number; altered: number }
  >();

  beforeAll(async () => {
    world = await buildWorld(t);
  }, 120_000);

  afterAll(() => {
    const rows = [...tally.entries()].map(([name, counts]) => ({ name, ...counts }));
    const total = rows.reduce((sum, row) => sum + row.payloads, 0);
    console.log(
      `bad input: seed ${SEED}, ${RUNS} runs per field, ${total} requests over ${rows.length} endpoints`,
    );
    console.table(rows);
  });

  it('walks every endpoint the contract declares, and the server routes each of them', () => {
    const folder = path.resolve(import.meta.dirname, '../../../packages/contract/src/endpoints');
    const declared = readdirSync(folder)
      .filter((file) => file.endsWith('.ts'))
      .reduce(
        (count, file) =>
          count + (readFileSync(path.join(folder, file), 'utf8').match(/\bendpoint\(\{/g)?.length ?? 0),
        0,
      );
    expect(endpoints.length).toBe(declared);
    for (const { name, endpoint } of endpoints) {
      expect(t.app.hasRoute({ method: endpoint.method, url: endpoint.path }), name).toBe(true);
    }
  });

  /** Sends one request and answers what is wrong with its answer, if anything. */
  async function check(name: string, field: string, request: FuzzRequest, auth: boolean): Promise<Problem[]> {
    const counts = tally.get(name) ?? { payloads: 0, accepted: 0, serverErrors: 0, notFrench: 0, altered: 0 };
    tally.set(name, counts);
    counts.payloads += 1;
    const response = await t.app.inject({
      method: request.method,
      url: request.url,
      headers: {
        ...t.client.headersFor(request.method !== 'GET', auth ? world.token : undefined),
        ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    const sent = `${request.method} ${request.url.slice(0, 160)} ${field}=${describeValue(request.value)}`;
    if (response.statusCode >= 500) {
      counts.serverErrors += 1;
      return [{ kind: `${response.statusCode}`, detail: `${sent} → ${response.body.slice(0, 200)}` }];
    }
    if (response.statusCode >= 400) {
      const reply = (() => {
        try {
          return response.json<Record<string, unknown>>();
        } catch {
          return { body: response.body };
        }
      })();
      if (Object.keys(reply).join() !== 'error' || !isFrenchProductMessage(reply.error)) {
        counts.notFrench += 1;
        return [{ kind: `not a French { error }: ${response.body.slice(0, 120)}`, detail: sent }];
      }
      return [];
    }
    counts.accepted += 1;
    const body = (request.slots.body ?? {}) as Record<string, unknown>;
    const stored =
      typeof request.value === 'string' ? storedTextCheck(t, world, name, body, field, response) : undefined;
    if (stored && typeof request.value === 'string') {
      const expected = allowedStoredText[stored.rule](request.value);
      const actual = await stored.read();
      if (actual !== expected) {
        counts.altered += 1;
        return [
          {
            kind: `stored other than typed (${stored.rule})`,
            detail: `${sent} → stored ${describeValue(actual)}`,
          },
        ];
      }
    }
    return [];
  }

  for (const { name, endpoint } of endpoints) {
    const auth = endpoint.auth !== 'public';
    const targets = fieldTargets(endpoint);
    describe(`${endpoint.method} ${endpoint.path} (${name})`, () => {
      if (targets.length === 0) {
        it('answers a request without input in French, never a 5xx', async () => {
          const problems = await check(
            name,
            '-',
            { method: endpoint.method, url: endpoint.path, slots: {}, value: undefined },
            auth,
          );
          expect(problems).toEqual([]);
        });
      }
      for (const target of targets) {
        it(`${target.label}: ${RUNS} requests`, async () => {
          const problems: Problem[] = [];
          const field = target.path.at(-1) ?? target.slot;
          await fc.assert(
            fc.asyncProperty(requestsFor(endpoint, target, worldHints(world, name)), async (request) => {
              problems.push(...(await check(name, field, request, auth)));
            }),
            { numRuns: RUNS, seed: SEED, endOnFailure: true },
          );
          const distinct = [...new Map(problems.map((problem) => [problem.kind, problem])).values()];
          expect(
            distinct.map((problem) => `${problem.kind} — ${problem.detail}`),
            `seed ${SEED}`,
          ).toEqual([]);
        }, 300_000);
      }
    });
  }

  /**
   * The few routes the contract does not declare (they answer files, pages or redirects, not JSON):
   * a photo's address, the LinkedIn callback's query, the digest's unsubscribe link and form. The
   * same hostile values in their path, query or form: never a 5xx, and a JSON refusal is French.
   */
  it.each([
    ['GET', '/photos/:key', (value: string) => `/photos/${percentEncode(value) || 'x'}`],
    [
      'GET',
      '/api/auth/linkedin/callback?code=&state=',
      (value: string) =>
        `/api/auth/linkedin/callback?code=${percentEncode(value)}&state=${percentEncode(value)}`,
    ],
    [
      'GET',
      '/api/email_digest/unsubscribe?token=',
      (value: string) => `/api/email_digest/unsubscribe?token=${percentEncode(value)}`,
    ],
    [
      'POST',
      '/api/email_digest/unsubscribe?token=',
      (value: string) => `/api/email_digest/unsubscribe?token=${percentEncode(value)}`,
    ],
  ] as const)(`%s %s outside the contract: ${RUNS} requests`, async (method, _route, urlOf) => {
    const problems: Problem[] = [];
    const text = hostileValue(fc.string()).map((value) =>
      typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
    );
    await fc.assert(
      fc.asyncProperty(text, async (value) => {
        const url = urlOf(value);
        const response = await t.app.inject({ method, url, headers: t.client.headersFor(false) });
        const sent = `${method} ${url.slice(0, 160)}`;
        if (response.statusCode >= 500) problems.push({ kind: `${response.statusCode}`, detail: sent });
        else if (
          response.statusCode >= 400 &&
          String(response.headers['content-type'] ?? '').includes('json')
        ) {
          const reply = response.json<Record<string, unknown>>();
          if (Object.keys(reply).join() !== 'error' || !isFrenchProductMessage(reply.error))
            problems.push({ kind: `not a French { error }: ${response.body.slice(0, 120)}`, detail: sent });
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(
      problems.map((problem) => `${problem.kind} — ${problem.detail}`),
      `seed ${SEED}`,
    ).toEqual([]);
  });

  it('left no control character and no markup in any stored free text or name', async () => {
    const texts = await sql<{ value: string | null }>`
      select first_name as value from users union all select last_name from users
      union all select job_title from users union all select school from users
      union all select bio from users union all select comment from feedback
      union all select content from messages`.execute(t.db);
    for (const { value } of texts.rows)
      if (value !== null) expect(withoutControlCharacters(value)).toBe(value);
    const sanitised = await sql<{ value: string | null }>`
      select first_name as value from users union all select last_name from users
      union all select job_title from users union all select school from users
      union all select bio from users union all select comment from feedback`.execute(t.db);
    for (const { value } of sanitised.rows) if (value !== null) expect(stripHtml(value)).toBe(value);
  });
});
