import { rowId, rowIdParam } from './common';
import { DECK_CRITERIA, NAMEABLE_CRITERIA } from './deck-widening';
import { QUESTION_CATEGORY_IDS } from './questionnaire/types';
import { z } from './zod-fr';

/** PRODUCT §3 report reasons, as shown and as stored. */
export const REPORT_REASONS = [
  'Faux profil/Arnaque',
  'Contenu inapproprié',
  'Harcèlement',
  'Mineur',
  'Autre',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/**
 * One 'Affinités' bar: a category of PRODUCT §2.6 and the real compatibility percentage in it; level is
 * null when the category is not shared, either member having no sensitive-data consent for it
 * (questionnaire/sensitive.ts): shown « Non partagé ».
 */
export const affinityBar = z.lazy(() =>
  z.object({
    name: z.string(),
    level: z.number().int().min(0).max(100).nullable(),
  }),
);
export type AffinityBar = z.infer<typeof affinityBar>;

/**
 * « Pourquoi vous deux ? » (issue #26): why the viewer and a member get along, from the compatibility
 * function itself. Only questions both members share count: a sensitive one only while both consents
 * are in force. Empty lists and a null toTalkAbout when nothing stands out: no reason is invented.
 */
export const whyYouTwo = z.lazy(() =>
  z.object({
    /** Up to three sentences, the questions that add the most to the pair's score first. */
    agreements: z.array(z.string()).max(3),
    /** The question where the two differ most, said kindly as something to talk about; null when none. */
    toTalkAbout: z.string().nullable(),
    /** The interests both chose, in catalogue order. */
    sharedInterests: z.array(z.string()),
    /**
     * First words (issue #27): three questions the viewer could send as a first message, made from the
     * reasons above (sayOpeners), all different, the same on every load.
     */
    openers: z.array(z.string()).length(3),
  }),
);
export type WhyYouTwo = z.infer<typeof whyYouTwo>;

/**
 * PRODUCT §3 swipe profile: what another member may see of someone — never an e-mail, a phone,
 * a birth date or coordinates; only the age, the city and a distance in whole km.
 */
export const swipeProfile = z.lazy(() =>
  z.object({
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
    /** Why the two of them (the deck card shows a short line of it, the profile view all of it). */
    whyYouTwo,
    /** They super-liked the viewer (shown marked and first among received likes). */
    superLikedYou: z.boolean(),
    /**
     * Only on a deck card beyond the viewer's preferences (deck-widening.ts): which ones it is outside
     * of, and the French lines the card shows (outsideLabels). Absent: within every preference.
     */
    outsidePreferences: z
      .object({
        criteria: z.array(z.enum(DECK_CRITERIA)).min(1),
        labels: z.array(z.string()).min(1),
      })
      .optional(),
  }),
);
export type SwipeProfile = z.infer<typeof swipeProfile>;

/** GET /api/swipe_profiles?offset=0&limit=10 */
export const swipeProfilesQuery = z.lazy(() =>
  z.object({
    offset: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(50).default(10),
  }),
);
export const swipeProfilesReply = z.lazy(() => z.object({ profiles: z.array(swipeProfile) }));

/**
 * GET /api/deck_widening: what would widen an empty deck. `distance`: a larger maxDistance that brings
 * someone the deck would show (null when nothing would, or without a limit already), with the button's
 * text. `strictest`: the preference that leaves out the most people within the viewer's distance, with
 * how many and the sentence that says so (null when none leaves anyone out). Both null: nobody the deck
 * could ever show is left, the product brief's empty text stands alone.
 */
export const deckWideningReply = z.lazy(() =>
  z.object({
    distance: z
      .object({
        current: z.number().int(),
        suggested: z.number().int(),
        label: z.string(),
      })
      .nullable(),
    strictest: z
      .object({
        criterion: z.enum(NAMEABLE_CRITERIA),
        excluded: z.number().int().min(1),
        label: z.string(),
      })
      .nullable(),
  }),
);
export type DeckWidening = z.infer<typeof deckWideningReply>;

/**
 * GET /api/daily_pick — « Le choix du jour » (issue #26): the one profile chosen for the viewer today
 * (Europe/Paris day) by the stable matching over all members; null when none was chosen for them, or
 * once they have swiped it.
 */
export const dailyPickReply = z.lazy(() =>
  z.object({
    /** The Paris day the pick belongs to, YYYY-MM-DD. */
    day: z.string(),
    pick: swipeProfile.nullable(),
  }),
);
export type DailyPick = z.infer<typeof dailyPickReply>;

/** POST /api/swipe */
export const swipeRequest = z.lazy(() =>
  z.object({
    swipedUserId: rowId(),
    like: z.boolean(),
    superLike: z.boolean().optional(),
  }),
);
export type SwipeRequest = z.infer<typeof swipeRequest>;
export const swipeReply = z.lazy(() => z.object({ match: z.boolean() }));

/** PRODUCT §3 like card. */
export const likeCard = z.lazy(() =>
  z.object({
    id: z.number().int(),
    firstName: z.string(),
    age: z.number().int(),
    /** The main photo's thumbnail; null shows the placeholder. */
    image: z.string().nullable(),
    superLike: z.boolean(),
    likedAt: z.string(),
  }),
);
export type LikeCard = z.infer<typeof likeCard>;

/**
 * GET /api/likes_received (likes not answered yet, super likes first, then newest) and
 * GET /api/likes_sent (likes not answered by a match yet, newest first). Reading the received likes
 * is what marks them seen: GET /api/new_likes_count then counts only likes newer than the newest one
 * that list showed (no separate "seen" call).
 */
export const likesReply = z.lazy(() => z.object({ likes: z.array(likeCard) }));

/** GET /api/new_likes_count: likes received since the received list was last read. */
export const countReply = z.lazy(() => z.object({ count: z.number().int().min(0) }));

/** GET /api/user_profile/:id — a profile the product shows the viewer, in the swipe shape. */
export const userProfileParams = z.lazy(() => z.object({ id: rowIdParam() }));
export const userProfileReply = swipeProfile;

/** POST /api/report_profile */
export const reportRequest = z.lazy(() =>
  z.object({
    reportedUserId: rowId(),
    reason: z.enum(REPORT_REASONS),
  }),
);

/** GET /api/affinity/me: the member's own stable personality ID, once the questionnaire is done. */
export const myPersonalityIdReply = z.lazy(() =>
  z.object({
    personalityId: z.string().nullable(),
    /** Whether others may compare with the member by this ID (off until the member chooses). */
    shared: z.boolean(),
  }),
);
export type MyPersonalityId = z.infer<typeof myPersonalityIdReply>;
/** POST /api/affinity/sharing: the member shares their personality ID, or stops. */
export const personalityIdSharingRequest = z.lazy(() => z.object({ shared: z.boolean() }));
export const personalityIdSharingReply = z.lazy(() => z.object({ shared: z.boolean() }));

/** GET /api/affinity?partnerId= — compare with the member who holds that personality ID. */
export const affinityQuery = z.lazy(() => z.object({ partnerId: z.string().trim().min(1).max(40) }));
export const affinityReply = z.lazy(() =>
  z.object({
    categories: z.array(affinityBar).length(QUESTION_CATEGORY_IDS.length),
    overall: z.number().int().min(0).max(100),
  }),
);
export type AffinityReply = z.infer<typeof affinityReply>;
