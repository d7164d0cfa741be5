import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import { SessionTokens } from '../apps/api/src/infra/tokens';
import { type CapacityCall, measureKinds } from './capacity/kinds';
import { printSizes, tableSizes } from './capacity/sizes';
import { CostMeter } from './chat/costs';
import { startInstance } from './chat/instances';
import { createPopulation } from './chat/population';
import { populate } from './deck/population';
import { addEarlierSwipes } from './deck/viewers';
import { scratchDatabase } from './lib/scratch';
import { csrfSession } from './lib/server';

/**
 * The figures DESIGN.md's capacity plan is computed from (issue #28): what one request of each kind
 * costs in CPU, in the API process and in the PostgreSQL backends (Linux /proc, so the machine's load
 * moves them far less than wall-clock times), and what a member, a swipe, a match and a message take
 * on disk, tables and indexes apart.
 */
const MEMBERS = Number(process.env.CAPACITY_MEMBERS ?? 20_000);
const VIEWERS = Number(process.env.CAPACITY_VIEWERS ?? 200);
const PAIRS = Number(process.env.CAPACITY_PAIRS ?? 400);
const PORT = Number(process.env.BENCH_PORT ?? 3396);
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function main(): Promise<void> {
  console.log(
    `bench:capacity — ${MEMBERS} members, ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const scratch = await scratchDatabase(SERVER_URL, 'capacity');
  const secret = randomBytes(32).toString('hex');
  let stopInstance: (() => Promise<void>) | null = null;
  let meter: CostMeter | null = null;
  try {
    const started = Date.now();
    await populate(scratch.handle.db, MEMBERS, 2, () => undefined);
    console.log(
      `population: ${MEMBERS} onboarded members in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const db = scratch.handle.db;
    const tokens = new SessionTokens(secret);
    const viewerIds = (
      await sql<{
        id: number;
      }>`select id from users where not is_demo order by random() limit ${VIEWERS}`.execute(db)
    ).rows.map((row) => row.id);
    // As in bench:deck, an active member has passed on hundreds of people (and a swipe's size shows).
    await addEarlierSwipes(db, viewerIds, 300);
    const viewers = await Promise.all(
      viewerIds.map(async (id) => ({ id, token: await tokens.sign({ userId: id, sessionVersion: 0 }) })),
    );
    const chat = await createPopulation(db, secret, PAIRS, 0);
    const instance = await startInstance('API', PORT, {
      DATABASE_URL: scratch.url,
      JWT_SECRET: secret,
      REDIS_URL: '',
    });
    stopInstance = () => instance.stop();
    const { cookie, csrf } = await csrfSession(instance.baseUrl);
    // A crowded machine can make the server answer 503 (a pooled connection not had within 5 s): such a
    // request is sent again, at most twice, and counted.
    let retried = 0;
    const call: CapacityCall = async (method, path, token, body) => {
      for (let attempt = 0; ; attempt++) {
        const response = await fetch(new URL(path, instance.baseUrl), {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(method === 'POST' && { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        if (response.status === 503 && attempt < 2) {
          retried++;
          continue;
        }
        if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
        return text ? JSON.parse(text) : null;
      }
    };
    meter = await CostMeter.open(scratch.url, null);
    await measureKinds({ call, meter, pid: instance.pid, viewers, pairs: chat.pairs });
    if (retried)
      console.log(`(${retried} requests answered 503 under the machine's load and were sent again)`);
    printSizes(await tableSizes(db), MEMBERS);
  } finally {
    await meter?.close();
    await stopInstance?.();
    await scratch.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
