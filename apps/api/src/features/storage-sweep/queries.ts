import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Every column that holds a storage key (infra/storage.ts): a file is referenced while a row names it.
 * A feature that stores files adds its column here, with an index on it (the sweep looks keys up by it).
 */
const REFERENCES = [
  { table: 'photos', column: 'storage_key' },
  { table: 'photos', column: 'thumb_key' },
  // Only while a moderator has not decided (migration 0041); a partial index (0045) holds those.
  { table: 'photo_verifications', column: 'selfie_key' },
] as const;

/** The keys of `keys` that no row references: one statement, an index probe per key and column. */
export async function unreferencedKeys(db: Kysely<Database>, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const referenced = REFERENCES.map(
    ({ table, column }) =>
      sql`exists (select 1 from ${sql.table(table)} r where r.${sql.ref(column)} = k.key)`,
  );
  const { rows } = await sql<{ key: string }>`
    select k.key from unnest(${[...keys]}::text[]) as k (key)
    where not (${sql.join(referenced, sql` or `)})`.execute(db);
  return rows.map((row) => row.key);
}
