import { type Kysely, sql } from 'kysely';

/** The contract's DELETE_REASONS as they stand at this migration (a new reason takes a new migration). */
const DELETE_REASONS = [
  "J'ai trouvé quelqu'un",
  'Je ne trouve pas de profils qui me correspondent',
  'Je fais une pause',
  'Problème technique',
  'Autre',
];
/** The contract's DELETE_COMMENT_MAX_LENGTH at this migration. */
const DELETE_COMMENT_MAX_LENGTH = 1000;

/**
 * Account deletion (features/account): the account row goes and the foreign keys take everything of
 * the member with it; what stays is this anonymous record for product statistics (why people leave),
 * with no id, no name, no address: nothing that links it back to the person.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const reasons = sql.join(DELETE_REASONS.map((reason) => sql.lit(reason)));
  await sql`
    create table account_deletions (
      id serial,
      reason text not null,
      comment text,
      deleted_on date not null default current_date,
      constraint account_deletions_primary_key primary key (id),
      constraint account_deletions_reason_valid check (reason in (${reasons})),
      constraint account_deletions_comment_only_other check (comment is null or reason = 'Autre'),
      constraint account_deletions_comment_length
        check (comment is null or char_length(comment) between 1 and ${sql.lit(DELETE_COMMENT_MAX_LENGTH)})
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_deletions').ifExists().execute();
}
