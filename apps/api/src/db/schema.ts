import type {
  DeleteReason,
  EducationPreference,
  PoliticalPreference,
  ReligionPreference,
  ReportReason,
  SituationExclusion,
} from '@lien/contract';
import type { EducationLevel, Faith, PersonalityAnswers } from '@lien/contract/rules';
import type { ColumnType, Generated } from 'kysely';

/** A timestamptz read as a Date; optional on insert where the column has a default. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Table types of the database; each feature owns its own tables (DESIGN.md). */
export interface Database {
  users: UsersTable;
  email_tokens: EmailTokensTable;
  mail_outbox: MailOutboxTable;
  cities: CitiesTable;
  photos: PhotosTable;
  user_interests: UserInterestsTable;
  personality_profiles: PersonalityProfilesTable;
  encounter_preferences: EncounterPreferencesTable;
  swipes: SwipesTable;
  matches: MatchesTable;
  reports: ReportsTable;
  deck_members: DeckMembersTable;
  deck_scoring: DeckScoringTable;
  deck_pool_sizes: DeckPoolSizesTable;
  photo_verifications: PhotoVerificationsTable;
  demo_members: DemoMembersTable;
  demo_arrivals: DemoArrivalsTable;
  demo_replies: DemoRepliesTable;
  appointments: AppointmentsTable;
  appointment_bookings: AppointmentBookingsTable;
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  messages: MessagesTable;
  linkedin_identities: LinkedinIdentitiesTable;
  feedback: FeedbackTable;
  lifted_reports: LiftedReportsTable;
  banned_emails: BannedEmailsTable;
  moderation_decisions: ModerationDecisionsTable;
  moderation_audit: ModerationAuditTable;
  moderation_appeals: ModerationAppealsTable;
  moderation_appeal_reminders: ModerationAppealRemindersTable;
  moderation_withheld: ModerationWithheldView;
  account_deletions: AccountDeletionsTable;
  push_subscriptions: PushSubscriptionsTable;
  notification_preferences: NotificationPreferencesTable;
  privacy_settings: PrivacySettingsTable;
  push_outbox: PushOutboxTable;
  sensitive_consents: SensitiveConsentsTable;
  two_step_secrets: TwoStepSecretsTable;
  two_step_recovery_codes: TwoStepRecoveryCodesTable;
  job_schedules: JobSchedulesTable;
  daily_picks: DailyPicksTable;
  daily_pick_runs: DailyPickRunsTable;
  meeting_answers: MeetingAnswersTable;
  turn_reminders: TurnRemindersTable;
  learning_resets: LearningResetsTable;
  conversation_endings: ConversationEndingsTable;
  waiting_screen_passes: WaitingScreenPassesTable;
}

/** When a member last reset what Lien learned from their answers (migration 0038, features/learning). */
export interface LearningResetsTable {
  member_id: number;
  reset_at: Timestamp;
}

/** A member's « choix du jour » of a Paris day (migration 0034, features/daily-pick). */
export interface DailyPicksTable {
  /** The Paris day, YYYY-MM-DD. */
  day: ColumnType<string, string, never>;
  member_id: number;
  /** Null once the picked member deleted their account (the day's row stays: no second pick). */
  pick_id: number | null;
  compatibility: number;
  /** Each is the other's pick (the day's matching); false for a pick computed alone on demand. */
  mutual: boolean;
  /** When the member was told of it (push or digest), or shown it first; null before. */
  announced_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Generated<Date>;
}

/** A region's run of a Paris day, finished (migration 0034): written with its picks. */
export interface DailyPickRunsTable {
  day: ColumnType<string, string, never>;
  region: string;
  picks: number;
  finished_at: Generated<Date>;
}

/** « Vous vous êtes vus ? » (migration 0035): a member's private answer about one conversation. */
export interface MeetingAnswersTable {
  member_id: number;
  conversation_id: number;
  /** What made the question due: a booked call's time passed, or a week of conversation. */
  asked_because: 'call' | 'week';
  asked_at: Generated<Date>;
  /** « Oui, et j'aimerais la revoir » / « Oui, mais sans suite » / « Pas encore »; null until answered. */
  answer: 'again' | 'no_follow_up' | 'not_yet' | null;
  answered_at: Date | null;
  /** The pair's compatibility per affinity category (QUESTION_CATEGORY_IDS order), kept at answer time. */
  category_scores: (number | null)[] | null;
}

/** « À vous de jouer » (migration 0036): the one reminder of a member about one conversation. */
export interface TurnRemindersTable {
  member_id: number;
  conversation_id: number;
  /** A push queued with the row, or a line of the next e-mail digest. */
  channel: 'push' | 'digest';
  reminded_at: Generated<Date>;
  /** When the digest told of it ('digest' only); null before. */
  digested_at: Date | null;
}

/** « Mettre fin à la conversation » (migration 0037, features/endings): one row per ended conversation. */
export interface ConversationEndingsTable {
  conversation_id: number;
  /** The member who ended it: they no longer see the conversation nor the other person. */
  ended_by: number;
  /** The other member; null once they deleted their account. */
  partner_id: number | null;
  ended_at: Generated<Date>;
  /** When the other member first opened it after the ending; it then leaves their list. */
  seen_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** « Quelques personnes attendent votre réponse » passed (migration 0037, features/waiting). */
export interface WaitingScreenPassesTable {
  member_id: number;
  /** The Paris day passed, YYYY-MM-DD: the screen stays away until the next one. */
  passed_on: string;
}

/** A scheduled job's next run and claim (migration 0033, infra/jobs). */
export interface JobSchedulesTable {
  name: string;
  run_after: ColumnType<Date, Date | undefined, Date>;
  locked_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  last_finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A member's TOTP secret (migration 0030): encrypted; on once `enabled_at` is set. */
export interface TwoStepSecretsTable {
  user_id: number;
  secret_encrypted: string;
  created_at: Generated<Date>;
  enabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The last RFC 6238 time step accepted: a code of that step or an earlier one is refused. */
  last_used_step: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One-time recovery codes (migration 0030): SHA-256 hashes, used once. */
export interface TwoStepRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Consents to sensitive questions (migration 0025): at most one in force (withdrawn_at null) per member. */
export interface SensitiveConsentsTable {
  id: Generated<number>;
  user_id: number;
  /** The SENSITIVE_CONSENT_VERSION of the text accepted. */
  version: string;
  given_at: Timestamp;
  withdrawn_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  phone: string;
  birth_date: ColumnType<string, string, string>;
  gender: 'male' | 'female';
  seeking: 'male' | 'female';
  city_id: number;
  job_title: string | null;
  school: string | null;
  linkedin: string | null;
  referral_source: string | null;
  is_verified: Generated<boolean>;
  /** A made-up member of the demo world (migration 0031): no mailbox, no sign-in, left alone by sweeps. */
  is_demo: Generated<boolean>;
  /** The member hides the « Profil vérifié » badge of an approved photo verification (their choice, issue #29). */
  hides_verified_badge: Generated<boolean>;
  /** Raised on each password change or reset: tokens carrying an older value are refused. */
  session_version: Generated<number>;
  created_at: Timestamp;
  last_active_at: Timestamp;
  /** When the member was told their inactive account would be deleted; null until then. */
  inactivity_warned_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** 'moderator' only through the command line (scripts/moderator), never the public API. */
  role: Generated<'member' | 'moderator'>;
  /** A suspension decided by moderation: no sign-in before this date. */
  suspended_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** A ban decided by moderation: no sign-in, and the address cannot sign up again. */
  banned_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Free text, HTML stripped, at most 500 characters; '' until written. */
  bio: Generated<string>;
  /** When the member last opened their received likes: newer likes make the badge's count. */
  likes_seen_at: Timestamp | null;
  /** The photo verification in force (issue #29); null until approved and again once the main photo changes. */
  photo_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface EmailTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'verify_email' | 'reset_password';
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** The mail queue (and, without SMTP, the dev mailbox): infra/mail-queue.ts delivers the pending rows. */
export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: Generated<'pending' | 'sent' | 'failed'>;
  /** Delivery attempts made (or under way). */
  attempts: Generated<number>;
  queued_at: Timestamp;
  /** When a worker may take it next: a due time, a retry's back-off, or the claim of a delivery under way. */
  next_attempt_at: Timestamp;
  /** The last failure, short; null once sent. */
  last_error: string | null;
  sent_at: Timestamp | null;
  /** The digest's unsubscribe address, sent as List-Unsubscribe (one-click, RFC 8058); null otherwise. */
  list_unsubscribe: string | null;
  /** Where an answer goes (Reply-To; migration 0029): the member, on the support's copy of their message. */
  reply_to: Generated<string | null>;
}

export interface CitiesTable {
  id: Generated<number>;
  insee_code: string;
  name: string;
  zip_code: string;
  /** Lower-case, accent-free name used for searching. */
  search_name: string;
  latitude: number;
  longitude: number;
  population: number;
  /** earthdistance point computed by the database from latitude and longitude (never written). */
  earth_point: ColumnType<string, never, never>;
}

export interface PhotosTable {
  /** Random and URL-safe (128 bits): ids in URLs reveal neither order nor count. */
  id: string;
  user_id: number;
  /** 0 for the first photo of the profile; no gaps. */
  position: number;
  /** Key of the full photo in storage (served at /photos/<key>). */
  storage_key: string;
  thumb_key: string;
  /** The client's Idempotency-Key of the upload that made it (a retry answers this photo); null without one. */
  upload_key: string | null;
  /** Of the stored photo, after orientation and resizing. */
  width: number;
  height: number;
  bytes: number;
  created_at: Timestamp;
}

/** A member's interests: one row per catalogue subcategory chosen. */
export interface UserInterestsTable {
  user_id: number;
  interest: string;
}

/**
 * A member's questionnaire: the answers as uploaded, their vector, and the facts the deck filters on
 * as typed columns (the contract's `extractFacts`).
 */
export interface PersonalityProfilesTable {
  user_id: number;
  /** Keyed by question text; written as JSON text, read back as an object. */
  answers: ColumnType<PersonalityAnswers, string, string>;
  /** encodeAnswerVector's bytes (read as a Buffer on both engines, db/column-types.ts). */
  vector: Uint8Array;
  /** ANSWER_VECTOR_LAYOUT_ID when the vector was computed: another value means recompute it. */
  vector_layout: string;
  /**
   * The vector's point for the deck's coarse ranking (discovery/deck/embedding.ts), computed when the
   * answers are saved, a cube read as its text '(x1, x2, …)'; deck_members copies it.
   */
  embedding: ColumnType<string | null, string, string>;
  /** 'LN-XXXX-XXXX', issued once and kept across uploads. */
  personality_id: string;
  /** Whether the member lets others compare with them by this ID; off until they choose. */
  id_shared: Generated<boolean>;
  education_level: EducationLevel;
  /** Null when not shared (no sensitive-data consent, migration 0025). */
  religion_kind: 'believer' | 'agnostic' | 'atheist' | null;
  /** Set exactly for believers. */
  religion_faith: Faith | null;
  /** Null when not shared (no sensitive-data consent, migration 0025). */
  politics_engaged: boolean | null;
  /** -2 (very left) to 2 (very right); null exactly when not engaged. */
  politics_position: number | null;
  smoker: boolean;
  has_children: boolean;
  divorced: boolean;
  /** The first upload. */
  completed_at: Timestamp;
  /** The latest upload. */
  updated_at: Timestamp;
}

/** A member's encounter preferences (PRODUCT §3); one row per member, created at sign-up. */
export interface EncounterPreferencesTable {
  user_id: number;
  /** 1–101 km; 101 means no limit. */
  max_distance: Generated<number>;
  age_min: Generated<number>;
  age_max: Generated<number>;
  political: Generated<PoliticalPreference>;
  education: Generated<EducationPreference[]>;
  religion: Generated<ReligionPreference>;
  exclusions: Generated<SituationExclusion[]>;
  /** The deck shows photo-verified members only. */
  verified_only: Generated<boolean>;
  updated_at: Timestamp;
}

/** One member's decision on another: a pass, a like, or a super like (a like shown marked and first). */
export interface SwipesTable {
  swiper_id: number;
  swiped_id: number;
  liked: boolean;
  super_like: Generated<boolean>;
  created_at: Timestamp;
}

/** Two members who liked each other, once per pair: user_low < user_high. */
export interface MatchesTable {
  id: Generated<number>;
  user_low: number;
  user_high: number;
  created_at: Timestamp;
}

/** A report kept for moderation; the reporter is null once their account is deleted. */
export interface ReportsTable {
  id: Generated<number>;
  reporter_id: number | null;
  reported_id: number;
  /** Null for a block: hidden from each other like a report, nothing for moderation. */
  reason: ReportReason | null;
  created_at: Timestamp;
  /** When moderation decided on it; null while it waits in the queue. */
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/**
 * The deck's read model (migration 0005): one row per member who finished onboarding, kept current by
 * triggers; never written by the application.
 */
export interface DeckMembersTable {
  user_id: ColumnType<number, never, never>;
  gender: ColumnType<'male' | 'female', never, never>;
  seeking: ColumnType<'male' | 'female', never, never>;
  birth_date: ColumnType<string, never, never>;
  age_min: ColumnType<number, never, never>;
  age_max: ColumnType<number, never, never>;
  latitude: ColumnType<number, never, never>;
  longitude: ColumnType<number, never, never>;
  cell: ColumnType<number, never, never>;
  shard: ColumnType<number, never, never>;
  education_level: ColumnType<EducationLevel, never, never>;
  religion_kind: ColumnType<'believer' | 'agnostic' | 'atheist' | null, never, never>;
  religion_faith: ColumnType<Faith | null, never, never>;
  politics_engaged: ColumnType<boolean | null, never, never>;
  politics_position: ColumnType<number | null, never, never>;
  smoker: ColumnType<boolean, never, never>;
  has_children: ColumnType<boolean, never, never>;
  divorced: ColumnType<boolean, never, never>;
  /** personality_profiles.updated_at: the latest upload. */
  questionnaire_at: ColumnType<Date, never, never>;
  /** personality_profiles.embedding: a cube, read as its text '(x1, x2, …)'. */
  embedding: ColumnType<string | null, never, never>;
  /** users.photo_verified_at is set. */
  photo_verified: ColumnType<boolean, never, never>;
}

/**
 * What the deck's exact scoring reads of a candidate (migration 0049): a copy of their answer vector
 * and last activity in one narrow row, kept by triggers; never written by the application.
 */
export interface DeckScoringTable {
  user_id: ColumnType<number, never, never>;
  vector: ColumnType<Uint8Array, never, never>;
  vector_layout: ColumnType<string, never, never>;
  last_active_at: ColumnType<Date, never, never>;
}

/** How many shards a viewer's pool took at their last deck (migration 0050; deck/pool-hints.ts). */
export interface DeckPoolSizesTable {
  user_id: number;
  shards: number;
}

/** A made-up member of the demo population (migration 0006; the demo world, apps/demo). */
export interface DemoMembersTable {
  user_id: number;
  /** The seed of the population they belong to, and their place in it: (seed, seed_index) is unique. */
  seed: number;
  seed_index: number;
  /** Likes back, after reply_delay_seconds, any real member who liked them. */
  likes_back: boolean;
  reply_delay_seconds: number;
  created_at: Timestamp;
  /** Sometimes likes a newcomer first (migration 0018). */
  likes_first: Generated<boolean>;
  /** Messages they answer in a conversation before falling silent. */
  replies_max: Generated<number>;
}

/** A real member the demo world noticed finishing onboarding, and the work claimed for them (0018). */
export interface DemoArrivalsTable {
  user_id: number;
  noticed_at: Timestamp;
  /** The lease of the instance building their neighbourhood. */
  neighbourhood_claimed_until: Date | null;
  neighbourhood_done_at: Date | null;
  neighbours_made: Generated<number>;
  first_likes_left: number;
  /** When the next like first is due; pushed ahead while an instance gives it. */
  next_first_like_at: Timestamp;
}

/** A member's message a demo member answers: the answering instance's lease, then when it answered. */
export interface DemoRepliesTable {
  message_id: ColumnType<string | number | bigint, string | number | bigint, never>;
  claimed_until: Date;
  answered_at: Date | null;
}

/** A planned video call between two matched members (migration 0007): user_low < user_high. */
export interface AppointmentsTable {
  id: Generated<number>;
  user_low: number;
  user_high: number;
  starts_at: Timestamp;
  duration_minutes: number;
  /** The call's room on the configured video host; random, known only to the two members. */
  room_url: string;
  created_by: number;
  created_at: Timestamp;
}

/** One person's hold on a start time: the primary key (user_id, starts_at) forbids a double booking. */
export interface AppointmentBookingsTable {
  user_id: number;
  starts_at: Timestamp;
  appointment_id: number;
}

/**
 * A bigint id: read as a number on both engines, a BigInt past 2^53 (db/column-types.ts);
 * chat/presenter.ts's `toId` makes it a number.
 */
type BigId = ColumnType<number | bigint, never, never>;

/** One conversation per match (migration 0008); it outlives the match when an account goes. */
export interface ConversationsTable {
  id: Generated<number>;
  /** The match that opened it; null once one of the two accounts was deleted. */
  match_id: number | null;
  created_at: Timestamp;
}

/** A participant of a conversation and how far they read; written by swipe_batch with the match. */
export interface ConversationMembersTable {
  user_id: number;
  conversation_id: number;
  /** The other participant; null once their account was deleted. */
  partner_id: number | null;
  /** The newest message id this member has read; 0 before any. */
  last_read_message_id: ColumnType<string | number | bigint, never, number | string>;
  /** When the member saw the match (opened the conversation or closed its notice); null until then (0020). */
  match_seen_at: ColumnType<Date | null, never, Date | string | null>;
}

/** A message; the sender is null once their account was deleted (the message stays for the other). */
export interface MessagesTable {
  id: BigId;
  conversation_id: number;
  sender_id: number | null;
  /** Trimmed, HTML stripped, 1 to MESSAGE_MAX_LENGTH characters (a CHECK says so too). */
  content: string;
  sent_at: Timestamp;
}

/** A LinkedIn identity (the ID token's subject) and the account it signs in to. */
export interface LinkedinIdentitiesTable {
  subject: string;
  user_id: number;
  linked_at: Timestamp;
}

/** Feedback of PRODUCT §2.5 (migration 0010); user_id null when sent anonymously or once the author left. */
export interface FeedbackTable {
  id: Generated<number>;
  user_id: number | null;
  /** 'rating': the feedback dialog; the others are the help's messages to the support (migration 0029). */
  kind: Generated<'rating' | 'support' | 'problem' | 'service'>;
  /** What a message is about (a partner service's name); null otherwise. */
  topic: Generated<string | null>;
  /** 1 to 5 for a rating, null for a message. */
  rating: number | null;
  /** Trimmed, HTML stripped, at most 2000 characters; null when none was given. */
  comment: string | null;
  created_at: Timestamp;
}

/** Reports their author lifted from the privacy screen (migration 0010), kept for moderation. */
export interface LiftedReportsTable {
  id: Generated<number>;
  reporter_id: number | null;
  reported_id: number;
  /** Null for a block that was lifted. */
  reason: ReportReason | null;
  reported_at: Timestamp;
  lifted_at: Timestamp;
}

/**
 * Why an account was deleted (migration 0009): kept for product statistics, with no identity at all
 * (the date only, not the time, so it cannot be matched against logs).
 */
export interface AccountDeletionsTable {
  id: Generated<number>;
  reason: DeleteReason;
  /** Only for 'Autre'; sanitised. */
  comment: string | null;
  deleted_on: ColumnType<string, string | undefined, string>;
}

/** An address banned by moderation: kept lowercased, so it cannot sign up again (0024). */
export interface BannedEmailsTable {
  email: string;
  banned_at: Timestamp;
}

export type ModerationDecisionKind = 'dismiss' | 'warn' | 'suspend' | 'ban';

/** A moderation decision and its statement of reasons (DSA art. 17). */
export interface ModerationDecisionsTable {
  id: Generated<number>;
  report_id: number | null;
  member_id: number | null;
  moderator_id: number | null;
  decision: ModerationDecisionKind;
  statement: string;
  ground: string;
  suspended_until: Date | null;
  created_at: Timestamp;
}

/** Every moderation action, kept: who, what, on which decision. */
export interface ModerationAuditTable {
  id: Generated<number>;
  moderator_id: number | null;
  action: string;
  decision_id: number | null;
  details: ColumnType<Record<string, unknown>, string, string>;
  at: Timestamp;
}

/** The link of a statement of reasons, and the appeal made through it (0026). */
export interface ModerationAppealsTable {
  id: Generated<number>;
  decision_id: number;
  /** sha256 of the link's secret (infra/tokens.ts). */
  token_hash: string;
  expires_at: Date;
  text: string | null;
  appealed_at: Date | null;
  outcome: 'uphold' | 'reverse' | null;
  reviewer_id: number | null;
  review_statement: string | null;
  reviewed_at: Date | null;
}

/** A Paris day the moderators were reminded of the overdue appeals (0039, issue #29). */
export interface ModerationAppealRemindersTable {
  /** YYYY-MM-DD, Paris. */
  day: ColumnType<string, string, never>;
  overdue: number;
  sent_at: Generated<Date>;
}

/** The members no other member sees right now (features/moderation/database.ts). */
export interface ModerationWithheldView {
  user_id: number;
}

/** One device's Web Push subscription (0027); a member may have several. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Generated<Date>;
}

/** A member's notification choices (0027); no row means the defaults (everything on). */
export interface NotificationPreferencesTable {
  user_id: number;
  messages: Generated<boolean>;
  matches: Generated<boolean>;
  calls: Generated<boolean>;
  email_digest: Generated<boolean>;
  /** « Le choix du jour » announced (push or digest). */
  daily_pick: Generated<boolean>;
  /** When the last e-mail digest was queued; null before the first. */
  last_digest_at: Date | null;
  updated_at: Generated<Date>;
}

/** The privacy screen's settings (migration 0029); no row: the defaults. */
export interface PrivacySettingsTable {
  user_id: number;
  incognito: Generated<boolean>;
  show_distance: Generated<boolean>;
  updated_at: Generated<Date>;
}

/** A push waiting to be sent (0027): written when the event happens, claimed and sent by a worker. */
export interface PushOutboxTable {
  id: ColumnType<string, never, never>;
  user_id: number;
  kind: 'match' | 'message' | 'call' | 'daily_pick';
  /** The PushPayload (title, body, url, tag). */
  payload: ColumnType<unknown, string, string>;
  created_at: Generated<Date>;
  next_attempt_at: Generated<Date>;
  attempts: Generated<number>;
}

/**
 * A member's photo verification requests (issue #29): the gesture asked, the selfie's key until the
 * decision (erased then), and the decision, which stays.
 */
export interface PhotoVerificationsTable {
  id: Generated<number>;
  user_id: number;
  gesture: string;
  status: Generated<'requested' | 'submitted' | 'approved' | 'refused' | 'withdrawn' | 'revoked' | 'lapsed'>;
  requested_at: Timestamp;
  selfie_key: string | null;
  submitted_at: Date | null;
  decided_at: Date | null;
  moderator_id: number | null;
  refusal_reason: string | null;
  refusal_note: string | null;
}
