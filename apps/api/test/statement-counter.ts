import type { Kysely, KyselyPlugin } from 'kysely';
import type { Database } from '../src/db/schema';

/** A handle on `db` that counts the statements run through it: for "one statement per batch" tests. */
export function countingStatements(db: Kysely<Database>) {
  const counter = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      counter.statements += 1;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), counter };
}
