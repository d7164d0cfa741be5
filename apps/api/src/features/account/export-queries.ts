import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { OWN_PROFILE_COLUMNS } from '../my-profile/queries';

type Db = Kysely<Database>;

/**
 * The data export reads every feature's tables about one member, read only, each query filtered on
 * the member's id: the one place that must see all of it at once (RGPD art. 15).
 */

/** The member's own row with their city. */
export function accountRow(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('cities', 'cities.id', 'users.city_id')
    .select([
      ...OWN_PROFILE_COLUMNS,
      'users.email',
      sql<boolean>`users.password_hash is not null`.as('has_password'),
      // Whether two-step verification is on: never its secret or recovery codes (issue #24).
      sql<boolean>`exists (select 1 from two_step_secrets t where t.user_id = users.id and t.enabled_at is not null)`.as(
        'two_step_enabled',
      ),
      'users.is_verified',
      'users.referral_source',
      'users.created_at',
      'users.last_active_at',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export function questionnaireRow(db: Db, userId: number) {
  return db
    .selectFrom('personality_profiles')
    .select(['personality_id', 'answers', 'completed_at', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function photoRows(db: Db, userId: number) {
  return db
    .selectFrom('photos')
    .select(['id', 'position', 'storage_key', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('position')
    .execute();
}

/** The swipes the member gave (likes, super likes and passes). */
export function swipeRows(db: Db, userId: number) {
  return db
    .selectFrom('swipes')
    .select(['swiped_id', 'liked', 'super_like', 'created_at'])
    .where('swiper_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** The other member of a pair row (matches, appointments: user_low < user_high). */
const otherOf = (userId: number) =>
  sql<number>`case when user_low = ${userId} then user_high else user_low end`;

/** The member's matches, the other person by first name. */
export function matchRows(db: Db, userId: number) {
  return db
    .selectFrom('matches')
    .innerJoin('users as other', (join) => join.on(sql<boolean>`other.id = ${otherOf(userId)}`))
    .select(['other.id', 'other.first_name', 'matches.created_at'])
    .where((eb) => eb.or([eb('matches.user_low', '=', userId), eb('matches.user_high', '=', userId)]))
    .orderBy('matches.created_at')
    .execute();
}

/** The member's planned calls, the other person by first name. */
export function appointmentRows(db: Db, userId: number) {
  return db
    .selectFrom('appointments')
    .innerJoin('users as other', (join) => join.on(sql<boolean>`other.id = ${otherOf(userId)}`))
    .select([
      'other.id',
      'other.first_name',
      'appointments.starts_at',
      'appointments.duration_minutes',
      'appointments.room_url',
    ])
    .where((eb) =>
      eb.or([eb('appointments.user_low', '=', userId), eb('appointments.user_high', '=', userId)]),
    )
    .orderBy('appointments.starts_at')
    .execute();
}

/**
 * The member's conversations, the other person by first name (null once their account went), and
 * their ending (« Mettre fin à la conversation »), whoever ended it.
 */
export function conversationRows(db: Db, userId: number) {
  return db
    .selectFrom('conversation_members as me')
    .leftJoin('users as other', 'other.id', 'me.partner_id')
    .leftJoin('conversation_endings as ending', 'ending.conversation_id', 'me.conversation_id')
    .select(['me.conversation_id', 'other.id', 'other.first_name', 'ending.ended_by', 'ending.ended_at'])
    .where('me.user_id', '=', userId)
    .orderBy('me.conversation_id')
    .execute();
}

/** Every message of the member's conversations, written or received, oldest first. */
export function messageRows(db: Db, userId: number) {
  return db
    .selectFrom('messages')
    .innerJoin('conversation_members as me', 'me.conversation_id', 'messages.conversation_id')
    .select(['messages.conversation_id', 'messages.sender_id', 'messages.content', 'messages.sent_at'])
    .where('me.user_id', '=', userId)
    .orderBy('messages.conversation_id')
    .orderBy('messages.id')
    .execute();
}

/** The reports the member made. */
export function reportRows(db: Db, userId: number) {
  return db
    .selectFrom('reports')
    .select(['reported_id', 'reason', 'created_at'])
    .where('reporter_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** Every consent to sensitive questions the member gave, withdrawn ones included, oldest first. */
export function consentRows(db: Db, userId: number) {
  return db
    .selectFrom('sensitive_consents')
    .select(['version', 'given_at', 'withdrawn_at'])
    .where('user_id', '=', userId)
    .orderBy('given_at')
    .orderBy('id')
    .execute();
}

/** The member's photo verification requests, oldest first (issue #29). */
export function photoVerificationRows(db: Db, userId: number) {
  return db
    .selectFrom('photo_verifications')
    .select(['gesture', 'requested_at', 'status', 'decided_at', 'refusal_reason', 'refusal_note'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** The « À vous de jouer » reminders the member was sent (one per conversation at most). */
export function turnReminderRows(db: Db, userId: number) {
  return db
    .selectFrom('turn_reminders')
    .innerJoin('conversation_members', (join) =>
      join
        .onRef('conversation_members.conversation_id', '=', 'turn_reminders.conversation_id')
        .onRef('conversation_members.user_id', '=', 'turn_reminders.member_id'),
    )
    .leftJoin('users', 'users.id', 'conversation_members.partner_id')
    .select([
      'turn_reminders.conversation_id',
      'users.id',
      'users.first_name',
      'turn_reminders.channel',
      'turn_reminders.reminded_at',
      'turn_reminders.digested_at',
    ])
    .where('turn_reminders.member_id', '=', userId)
    .orderBy('turn_reminders.reminded_at')
    .orderBy('turn_reminders.conversation_id')
    .execute();
}

/** The member's own « Vous vous êtes vus ? » questions and answers (never the other's about them). */
export function meetingRows(db: Db, userId: number) {
  return db
    .selectFrom('meeting_answers')
    .innerJoin('conversation_members', (join) =>
      join
        .onRef('conversation_members.conversation_id', '=', 'meeting_answers.conversation_id')
        .onRef('conversation_members.user_id', '=', 'meeting_answers.member_id'),
    )
    .leftJoin('users', 'users.id', 'conversation_members.partner_id')
    .select([
      'meeting_answers.conversation_id',
      'users.id',
      'users.first_name',
      'meeting_answers.asked_because',
      'meeting_answers.asked_at',
      'meeting_answers.answer',
      'meeting_answers.answered_at',
      'meeting_answers.category_scores',
    ])
    .where('meeting_answers.member_id', '=', userId)
    .orderBy('meeting_answers.asked_at')
    .execute();
}

/** The Paris day the member last passed « Quelques personnes attendent votre réponse ». */
export function waitingPassRow(db: Db, userId: number) {
  return db
    .selectFrom('waiting_screen_passes')
    .select('passed_on')
    .where('member_id', '=', userId)
    .executeTakeFirst();
}
