/** Business constants of PRODUCT §9, shared by the web client and the API. */

export const SESSION_DURATION_MS = 24 * 60 * 60 * 1000;
export const EMAIL_TOKEN_DURATION_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_DURATION_MS = 60 * 60 * 1000;

export const MIN_AGE = 18;
export const MAX_AGE = 99;
export const PASSWORD_MIN_LENGTH = 8;
/** argon2 has no length limit, but an unbounded password is a cheap denial of service. */
export const PASSWORD_MAX_LENGTH = 128;
export const PHONE_DIGITS = 10;
export const NAME_MAX_LENGTH = 80;
export const TEXT_FIELD_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;
export const URL_MAX_LENGTH = 300;

export const PHOTOS_MIN = 3;
export const PHOTOS_MAX = 6;
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const CROP_ZOOM_MIN = 1;
export const CROP_ZOOM_MAX = 3;
export const CROP_ZOOM_STEP = 0.1;
export const CROP_ASPECT = 1 / 1.618;
export const CROP_ROTATION_SNAP_DEGREES = 5;
export const CROP_OUTPUT_MAX_PX = 1920;
export const CROP_JPEG_QUALITY = 0.95;

export const QUESTION_COUNT = 58;

export const CITY_SEARCH_DELAY_MS = 200;
export const CITY_SEARCH_MIN_CHARS = 1;
export const CITY_SEARCH_LIMIT = 30;

export const SWIPE_PAGE_SIZE = 10;
export const SWIPE_REFILL_THRESHOLD = 3;
/**
 * An empty deck asks the server again this often, without showing a load: on a first evening the demo
 * world makes the newcomer's neighbours in the background, and anyone may finish onboarding nearby.
 */
export const EMPTY_DECK_RECHECK_MS = 10_000;
export const PHOTO_SWIPE_THRESHOLD_PX = 75;
export const LIKE_ANIMATION_MS = 500;
export const MATCH_OVERLAY_MS = 2500;
/**
 * How long a live match's notice stays off the deck (the time stops while the pointer or the focus
 * is on it); the Messages badge keeps the match until it is seen.
 */
export const MATCH_TOAST_MS = 8000;

export const BADGE_POLL_MS = 30_000;
export const BADGE_CAP = 9;
export const VERIFY_REDIRECT_DELAY_MS = 2000;

export const BIO_MAX_LENGTH = 500;
export const FEEDBACK_RATING_MIN = 1;
export const FEEDBACK_RATING_MAX = 5;

export const DISTANCE_MIN_KM = 1;
export const DISTANCE_MAX_KM = 101;
export const DISTANCE_DEFAULT_KM = 50;

export const TIME_ZONE = 'Europe/Paris';
export const LOCALE = 'fr-FR';

/**
 * « Quelques personnes attendent votre réponse » (issue #27): from this many open conversations whose
 * newest message is the other person's, the deck first shows them (once a Paris day unless answered).
 */
export const WAITING_SCREEN_FROM = 5;
/** The longest list of people waiting that the screen is given: the first ones to have written. */
export const WAITING_LIST_MAX = 50;
