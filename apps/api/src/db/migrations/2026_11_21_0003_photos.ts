import { type Kysely, sql } from 'kysely';

/**
 * Each member's photos, in profile order. Positions run 0, 1, 2… without gaps; the unique
 * (user_id, position) pair both orders the profile and, with the range check, makes the
 * database itself refuse a seventh photo. It is checked at the end of each statement
 * (DEFERRABLE INITIALLY IMMEDIATE) so one UPDATE can permute positions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('photos')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('thumb_key', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // 6 is PHOTOS_MAX (PRODUCT §9): raising it takes a migration, on purpose.
    .addCheckConstraint('photos_position_valid', sql`position >= 0 and position < 6`)
    .addCheckConstraint('photos_size_valid', sql`width > 0 and height > 0 and bytes > 0`)
    .addUniqueConstraint('photos_unique_storage_key', ['storage_key'])
    .addUniqueConstraint('photos_unique_thumb_key', ['thumb_key'])
    .execute();
  await sql`
    alter table photos add constraint photos_by_user_position
    unique (user_id, position) deferrable initially immediate
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('photos').ifExists().execute();
}
