import { serverMessages } from '@lien/contract/texts';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/context';
import type { DatabaseHandle } from '../src/db/connect';
import { registerErrorHandling } from '../src/plugins/errors';
import { openTestDatabase } from './app';

/**
 * The error mapping's last line: a value the database refuses (a NUL in a text, a number past its
 * column) that a schema let through is answered 400 in French, not 500. Real statements on the
 * run's engine, so the SQLSTATE is the one PGlite or PostgreSQL really raises.
 */
describe('values the database refuses', () => {
  let database: DatabaseHandle;
  const app = Fastify({ logger: false });

  beforeAll(async () => {
    database = await openTestDatabase();
    registerErrorHandling(app as unknown as App);
    app.get('/nul', async () => (await sql`select ${'a\u0000b'}::text as value`.execute(database.db)).rows);
    app.get(
      '/int4',
      async () => (await sql`select ${'2147483648'}::int4 as value`.execute(database.db)).rows,
    );
    app.get(
      '/date',
      async () => (await sql`select ${'2026-02-30'}::date as value`.execute(database.db)).rows,
    );
    app.get('/bug', async () => (await sql`select * from no_such_table`.execute(database.db)).rows);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each(['/nul', '/int4', '/date'])('answers %s with 400 and the French message', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: serverMessages.invalidInput });
  });

  it('still answers a statement that is wrong in itself with 500: a bug, not a bad input', async () => {
    const response = await app.inject({ method: 'GET', url: '/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: serverMessages.internal });
  });
});
