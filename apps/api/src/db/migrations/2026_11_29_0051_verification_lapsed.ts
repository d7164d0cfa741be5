import { type Kysely, sql } from 'kysely';

/**
 * A sent selfie no moderator decided within VERIFICATION_REVIEW_DAYS lapses (retention/sweep.ts): its
 * file is erased and the request marked 'lapsed', so that a selfie is never kept without a decision.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table photo_verifications drop constraint photo_verifications_status_valid,
    add constraint photo_verifications_status_valid
    check (status in ('requested', 'submitted', 'approved', 'refused', 'withdrawn', 'revoked', 'lapsed'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update photo_verifications set status = 'withdrawn' where status = 'lapsed'`.execute(db);
  await sql`alter table photo_verifications drop constraint photo_verifications_status_valid,
    add constraint photo_verifications_status_valid
    check (status in ('requested', 'submitted', 'approved', 'refused', 'withdrawn', 'revoked'))`.execute(db);
}
