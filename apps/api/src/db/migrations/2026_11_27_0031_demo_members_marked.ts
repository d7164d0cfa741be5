import { type Kysely, sql } from 'kysely';

/**
 * Made-up members marked on their account (issue #25), so that the product reads a column rather than
 * the demo world's code or tables: `is_demo` (the account reaches no mailbox, no one may take it over,
 * inactivity sweeps and digests leave it alone) and `hides_verified_badge` (the card shows no badge
 * although the e-mail is verified: only some made-up members show it, as among real members). Both are
 * set by the demo world (apps/demo) when it makes a member; existing ones are marked from
 * demo_members and the demo's reserved e-mail domain, and the badge draw moves here from demo_members.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column is_demo boolean not null default false,
      add column hides_verified_badge boolean not null default false`.execute(db);
  await sql`
    update users u set is_demo = true
    where u.email like '%@demo.lien.invalid'
       or exists (select 1 from demo_members d where d.user_id = u.id)`.execute(db);
  await sql`
    update users u set hides_verified_badge = true
    from demo_members d
    where d.user_id = u.id and not d.verified_badge`.execute(db);
  await sql`alter table demo_members drop column verified_badge`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table demo_members add column verified_badge boolean not null default true`.execute(db);
  await sql`
    update demo_members d set verified_badge = false
    from users u
    where u.id = d.user_id and u.hides_verified_badge`.execute(db);
  await sql`alter table users drop column is_demo, drop column hides_verified_badge`.execute(db);
}
