import { z } from 'zod';
import { rowId, rowIdParam } from './common';
import { QUESTION_CATEGORY_IDS } from './questionnaire/types';

/** SPEC §3 report reasons, as shown and as stored. */
export const REPORT_REASONS = [
  'Faux profil/Arnaque',
  'Contenu inapproprié',
  'Harcèlement',
  'Mineur',
  'Autre',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** One 'Affinités' bar: a category of SPEC §2.6 and the real compatibility percentage in it. */
export const affinityBar = z.object({ name: z.string(), level: z.number().int().min(0).max(100) });
export type AffinityBar = z.infer<typeof affinityBar>;

/**
 * SPEC §3 swipe profile: what another member may see of someone — never an e-mail, a phone,
 * a birth date or coordinates; only the age, the city and a distance in whole km.
 */
export const swipeProfile = z.object({
  id: z.number().int(),
  firstName: z.string(),
  age: z.number().int(),
  /** The city's name. */
  location: z.string(),
  /** Rounded to the km; null when either city has no coordinates. */
  distance: z.number().int().nullable(),
  jobTitle: z.string(),
  school: z.string(),
  isVerified: z.boolean(),
  bio: z.string(),
  images: z.array(z.object({ id: z.string(), url: z.string() })),
  selectedInterests: z.array(z.string()),
  /** The six categories in QUESTION_CATEGORIES order, with their percentages. */
  interests: z.array(affinityBar),
  /** Overall compatibility, 0–100. */
  compatibility: z.number().int().min(0).max(100),
  /** They super-liked the viewer (shown marked and first among received likes). */
  superLikedYou: z.boolean(),
});
export type SwipeProfile = z.infer<typeof swipeProfile>;

/** GET /api/swipe_profiles?offset=0&limit=10 */
export const swipeProfilesQuery = z.object({
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const swipeProfilesReply = z.object({ profiles: z.array(swipeProfile) });

/** POST /api/swipe */
export const swipeRequest = z.object({
  swipedUserId: rowId(),
  like: z.boolean(),
  superLike: z.boolean().optional(),
});
export type SwipeRequest = z.infer<typeof swipeRequest>;
export const swipeReply = z.object({ match: z.boolean() });

/** SPEC §3 like card. */
export const likeCard = z.object({
  id: z.number().int(),
  firstName: z.string(),
  age: z.number().int(),
  /** The main photo's thumbnail; null shows the placeholder. */
  image: z.string().nullable(),
  superLike: z.boolean(),
  likedAt: z.string(),
});
export type LikeCard = z.infer<typeof likeCard>;

/**
 * GET /api/likes_received (likes not answered yet, super likes first, then newest) and
 * GET /api/likes_sent (likes not answered by a match yet, newest first). Reading the received likes
 * is what marks them seen: GET /api/new_likes_count then counts only likes newer than the newest one
 * that list showed (no separate "seen" call).
 */
export const likesReply = z.object({ likes: z.array(likeCard) });

/** GET /api/new_likes_count: likes received since the received list was last read. */
export const countReply = z.object({ count: z.number().int().min(0) });

/** GET /api/user_profile/:id — a profile the product shows the viewer, in the swipe shape. */
export const userProfileParams = z.object({ id: rowIdParam() });
export const userProfileReply = swipeProfile;

/** POST /api/report_profile */
export const reportRequest = z.object({
  reportedUserId: rowId(),
  reason: z.enum(REPORT_REASONS),
});

/** GET /api/affinity/me: the member's own stable personality ID, once the questionnaire is done. */
export const myPersonalityIdReply = z.object({ personalityId: z.string().nullable() });

/** GET /api/affinity?partnerId= — compare with the member who holds that personality ID. */
export const affinityQuery = z.object({ partnerId: z.string().trim().min(1).max(40) });
export const affinityReply = z.object({
  categories: z.array(affinityBar).length(QUESTION_CATEGORY_IDS.length),
  overall: z.number().int().min(0).max(100),
});
export type AffinityReply = z.infer<typeof affinityReply>;
