import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database, PhotosTable } from '../../db/schema';

type Db = Kysely<Database>;

export async function countPhotos(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('photos')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertPhoto(db: Db, photo: Insertable<PhotosTable>): Promise<void> {
  await db.insertInto('photos').values(photo).execute();
}

/** The member's photos in profile order. */
export function listPhotos(db: Db, userId: number) {
  return db
    .selectFrom('photos')
    .select(['id', 'position', 'storage_key', 'thumb_key'])
    .where('user_id', '=', userId)
    .orderBy('position')
    .execute();
}

/** Whether the photo is one of the member's (a stranger's id answers "not found", not a rule). */
export async function ownsPhoto(db: Db, userId: number, photoId: string): Promise<boolean> {
  const row = await db
    .selectFrom('photos')
    .select('id')
    .where('id', '=', photoId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes one of the member's photos; answers its storage keys, or undefined when it is not theirs. */
export function deletePhoto(db: Db, userId: number, photoId: string) {
  return db
    .deleteFrom('photos')
    .where('id', '=', photoId)
    .where('user_id', '=', userId)
    .returning(['storage_key', 'thumb_key', 'position'])
    .executeTakeFirst();
}

/** Renumbers the member's photos 0, 1, 2… in their current order, closing the gap a deletion left. */
export async function compactPositions(db: Db, userId: number): Promise<void> {
  await sql`
    update photos set position = ranked.new_position
    from (
      select id, (row_number() over (order by position) - 1)::int as new_position
      from photos where user_id = ${userId}
    ) as ranked
    where photos.id = ranked.id and photos.position <> ranked.new_position
  `.execute(db);
}

/**
 * Gives each listed photo its index in the list as position, in one statement (the unique
 * position pair is checked at its end). The ids travel as one JSON parameter.
 */
export async function setPositions(db: Db, userId: number, orderedIds: string[]): Promise<void> {
  await sql`
    update photos set position = (ordered.ordinality - 1)::int
    from json_array_elements_text(${JSON.stringify(orderedIds)}::json) with ordinality as ordered (id, ordinality)
    where photos.id = ordered.id and photos.user_id = ${userId}
  `.execute(db);
}

/** The member's photo that an upload with this Idempotency-Key made, if any. */
export function findByUploadKey(db: Db, userId: number, uploadKey: string) {
  return db
    .selectFrom('photos')
    .select(['id', 'storage_key'])
    .where('user_id', '=', userId)
    .where('upload_key', '=', uploadKey)
    .executeTakeFirst();
}
