import { type Kysely, sql } from 'kysely';

/**
 * The orphan sweep (features/storage-sweep) looks each old file's key up in every column that holds
 * one: photos' are unique (indexed since 0003); the selfies' while they wait for a moderator here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index photo_verifications_selfie on photo_verifications (selfie_key)
    where selfie_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index photo_verifications_selfie`.execute(db);
}
