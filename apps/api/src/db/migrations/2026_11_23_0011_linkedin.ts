import { type Kysely, sql } from 'kysely';

/**
 * LinkedIn sign-in (features/auth/linkedin): which member a provider identity belongs to.
 * The subject is the provider's stable id for the person (the ID token's `sub`); one identity
 * opens one account, and an account holds at most one LinkedIn identity. The link goes with the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table linkedin_identities (
      subject text not null,
      user_id integer not null,
      linked_at timestamptz not null default now(),
      constraint linkedin_identities_primary_key primary key (subject),
      constraint linkedin_identities_unique_user unique (user_id),
      constraint linkedin_identities_user_fk foreign key (user_id) references users (id) on delete cascade,
      constraint linkedin_identities_subject_length check (char_length(subject) between 1 and 255)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table linkedin_identities`.execute(db);
}
