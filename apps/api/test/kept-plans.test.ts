import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect';
import { KEPT_PLAN, keptPlanRows } from '../src/db/kept-plans';
import { missingServices, postgresUrl } from './services';

/*
 * Statements marked to keep their plans go to the PostgreSQL server as named statements, prepared once
 * per connection (db/kept-plans.ts); every other statement stays unnamed, planned at each call.
 */
const missing = await missingServices({ postgres: true });

describe.skipIf(missing !== null)('kept plans on a PostgreSQL server', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await connectDatabase({ databaseUrl: postgresUrl });
  });
  afterAll(() => database.close());

  it('prepares a marked statement once per connection and answers each call with its own values', async () => {
    await database.db.connection().execute(async (connection) => {
      const squares = (n: number) =>
        keptPlanRows(
          connection,
          connection.selectNoFrom(sql<number>`${n}::integer * ${n}::integer`.as('square')),
        );
      expect(await squares(3)).toEqual([{ square: 9 }]);
      expect(await squares(12)).toEqual([{ square: 144 }]);
      await sql`select ${5}::integer + 1 as unmarked`.execute(connection);
      const prepared = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements order by name`.execute(connection);
      expect(prepared.rows).toEqual([
        {
          name: expect.stringMatching(/^kept_[0-9a-f]{32}$/),
          statement: `${KEPT_PLAN}select $1::integer * $2::integer as "square"`,
        },
      ]);
    });
  });
});
