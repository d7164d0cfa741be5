import { type Kysely, sql } from 'kysely';

/** The contract's DELETE_REASONS before this migration (0009's list). */
const PREVIOUS_REASONS = [
  "J'ai trouvé quelqu'un",
  'Je ne trouve pas de profils qui me correspondent',
  'Je fais une pause',
  'Problème technique',
  'Autre',
];
/** The contract's DELETE_REASONS from this migration on: PRODUCT §3's four, word for word. */
const SPEC_REASONS = [
  "Je n'ai pas aimé l'application",
  "J'ai trouvé quelqu'un",
  'Je fais une pause',
  'Autre',
];
/** Old reasons the product brief's list has no word for: kept as the comment of an 'Autre', so nothing said is lost. */
const RETIRED_REASONS = ['Je ne trouve pas de profils qui me correspondent', 'Problème technique'];
/** 'Autre', the one reason whose comment is kept (account_deletions_comment_only_other). */
const OTHER = 'Autre';

const literals = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

/** Replaces the reason CHECK of account_deletions by one listing `reasons`. */
async function checkReasons(db: Kysely<unknown>, reasons: readonly string[]): Promise<void> {
  await sql`
    alter table account_deletions
      add constraint account_deletions_reason_valid check (reason in (${literals(reasons)}))`.execute(db);
}

/**
 * The delete-account reasons become the product brief's (PRODUCT §3). Stored records keep what the member said:
 * a retired reason becomes 'Autre' with that reason as its comment (a retired reason never had one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table account_deletions drop constraint account_deletions_reason_valid`.execute(db);
  await sql`
    update account_deletions set reason = ${OTHER}, comment = reason
    where reason in (${literals(RETIRED_REASONS)})`.execute(db);
  await checkReasons(db, SPEC_REASONS);
}

/**
 * Back to 0009's list: an 'Autre' whose comment is a retired reason gets it back; the product brief's new
 * reason has no equivalent there and becomes 'Autre' with its text as the comment, the same way.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  const [newReason] = SPEC_REASONS;
  await sql`alter table account_deletions drop constraint account_deletions_reason_valid`.execute(db);
  await sql`
    update account_deletions set reason = comment, comment = null
    where reason = ${OTHER} and comment in (${literals(RETIRED_REASONS)})`.execute(db);
  await sql`
    update account_deletions set reason = ${OTHER}, comment = reason
    where reason = ${newReason}`.execute(db);
  await checkReasons(db, PREVIOUS_REASONS);
}
