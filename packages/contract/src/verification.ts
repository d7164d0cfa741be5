import { rowId, rowIdParam } from './common';
import { storableString, writtenText } from './text';
import { z } from './zod-fr';

/**
 * Photo verification (issue #29): the member makes a gesture drawn at random by the server in a selfie
 * taken with the camera; a person of the moderation team compares it with the profile photos.
 */

/** The gestures the server draws from, as the member reads them after « Faites ce geste : ». */
export const VERIFICATION_GESTURES = [
  'la main ouverte près du visage',
  'deux doigts levés',
  'le pouce levé',
  'la main sur le menton',
  'l’index sur la joue',
] as const;
export type VerificationGesture = (typeof VERIFICATION_GESTURES)[number];

/** Minutes a drawn gesture stays valid: past them the selfie is refused and a new gesture is asked. */
export const VERIFICATION_WINDOW_MINUTES = 10;
/**
 * Days a sent selfie waits for a moderator at most: past them it is erased and the member told, so that
 * no selfie is kept without a decision (the privacy policy, section 4 bis).
 */
export const VERIFICATION_REVIEW_DAYS = 7;
/** The largest selfie accepted, in bytes once decoded from base64 (a canvas JPEG weighs far less). */
export const SELFIE_MAX_BYTES = 2 * 1024 * 1024;
/** The longest free text a moderator adds to a refusal. */
export const VERIFICATION_NOTE_MAX_LENGTH = 500;

/** Why a moderator refuses a selfie, in the order the console offers them. */
export const VERIFICATION_REFUSAL_REASONS = [
  'Le visage n’est pas bien visible sur le selfie.',
  'Le geste demandé n’apparaît pas sur le selfie.',
  'La personne du selfie ne correspond pas aux photos du profil.',
  'Le selfie semble être la photo d’un écran ou d’une autre photo.',
  'Autre raison',
] as const;
export type VerificationRefusalReason = (typeof VERIFICATION_REFUSAL_REASONS)[number];

/** Where the member's verification stands, as their settings show it. */
export const VERIFICATION_STATUSES = [
  'none',
  'requested',
  'expired',
  'submitted',
  'approved',
  'refused',
  'revoked',
  'lapsed',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** GET /api/photo_verification: the member's latest request and what became of it. */
export const verificationStatusReply = z.lazy(() =>
  z.object({
    status: z.enum(VERIFICATION_STATUSES),
    /** The gesture to make, while a request waits for its selfie. */
    gesture: z.string().nullable(),
    /** Until when the selfie is accepted (ISO), while a request waits for it. */
    expiresAt: z.string().nullable(),
    /** The refusal's reason and the moderator's words, after a refusal. */
    reason: z.string().nullable(),
    note: z.string().nullable(),
    /** Whether the badge shows to others once approved: the member may hide it. */
    badgeShown: z.boolean(),
  }),
);
export type VerificationState = z.infer<typeof verificationStatusReply>;

/** POST /api/photo_verification/selfie: the camera's capture, base64 (a data URL's prefix allowed). */
export const selfieRequest = z.lazy(() =>
  z.object({
    image: storableString().max(Math.ceil((SELFIE_MAX_BYTES * 4) / 3) + 64),
  }),
);

/** PUT /api/photo_verification/badge: show or hide the badge. */
export const badgeRequest = z.lazy(() => z.object({ shown: z.boolean() }));

/** One pending verification as the moderation queue lists it. */
export const queuedVerification = z.lazy(() =>
  z.object({
    id: z.number().int(),
    member: z.object({ id: z.number().int(), firstName: z.string(), photoUrl: z.string().nullable() }),
    gesture: z.string(),
    submittedAt: z.string(),
  }),
);
export type QueuedVerification = z.infer<typeof queuedVerification>;
export const verificationQueueReply = z.lazy(() => z.object({ verifications: z.array(queuedVerification) }));

/** A pending verification opened in the console: the selfie beside the member's profile photos. */
export const verificationReviewReply = z.lazy(() =>
  z.object({
    verification: queuedVerification,
    /** The selfie as a data URL: never an address that a cache could keep after it is erased. */
    selfie: z.string(),
    photoUrls: z.array(z.string()),
  }),
);
export type VerificationReview = z.infer<typeof verificationReviewReply>;
export const verificationReviewParams = z.lazy(() => z.object({ id: rowIdParam() }));

/** A moderator's decision on a selfie: approve, or refuse with a reason (and words of their own). */
export const verificationDecisionRequest = z.lazy(() =>
  z.discriminatedUnion('outcome', [
    z.object({ verificationId: rowId(), outcome: z.literal('approve') }),
    z.object({
      verificationId: rowId(),
      outcome: z.literal('refuse'),
      reason: z.enum(VERIFICATION_REFUSAL_REASONS),
      note: writtenText(VERIFICATION_NOTE_MAX_LENGTH).optional(),
    }),
  ]),
);
export type VerificationDecisionRequest = z.infer<typeof verificationDecisionRequest>;

/** Photo verification's French texts. */
export const verificationMessages = {
  badge: 'Profil vérifié',
  entry: 'Vérification du profil',
  ask: 'Faire vérifier mon profil',
  askAgain: 'Demander un nouveau geste',
  withdraw: 'Annuler ma demande',
  intro:
    'Prenez un selfie en faisant le geste que nous vous indiquons : une personne de notre équipe le compare à vos photos, puis le selfie est effacé.',
  gesture: (gesture: string) => `Faites ce geste : ${gesture}.`,
  deadline: (time: string) => `Envoyez votre selfie avant ${time}.`,
  openCamera: 'Ouvrir l’appareil photo',
  capture: 'Prendre le selfie',
  retake: 'Reprendre',
  send: 'Envoyer mon selfie',
  sending: 'Envoi…',
  cameraLabel: 'Aperçu de l’appareil photo',
  previewLabel: 'Votre selfie',
  cameraDenied:
    'Impossible d’accéder à l’appareil photo. Autorisez-le dans votre navigateur, puis réessayez.',
  submitted:
    'Votre selfie est en cours d’examen par notre équipe. Nous vous écrirons dès qu’une décision est prise.',
  approved: 'Votre profil est vérifié : le badge « Profil vérifié » apparaît sur votre profil.',
  refused: (reason: string) => `Votre vérification a été refusée : ${reason}`,
  refusedAgain: 'Vous pouvez faire une nouvelle demande.',
  revoked: 'Votre photo principale a changé : faites de nouveau vérifier votre profil.',
  expired: 'Le délai de 10 minutes est dépassé : demandez un nouveau geste.',
  lapsed: `Notre équipe n’a pas pu examiner votre selfie dans les ${VERIFICATION_REVIEW_DAYS} jours : il a été effacé. Vous pouvez faire une nouvelle demande.`,
  loadFailed: 'Impossible de charger l’état de votre vérification.',
  actionFailed: 'L’action a échoué. Veuillez réessayer.',
  // Server refusals.
  photoRequired: 'Ajoutez au moins une photo de profil avant de faire vérifier votre profil.',
  alreadyVerified: 'Votre profil est déjà vérifié.',
  alreadySubmitted: 'Votre selfie est déjà en cours d’examen.',
  noRequest: 'Aucune demande de vérification en cours : demandez d’abord un geste.',
  requestExpired: 'Le délai de 10 minutes est dépassé : demandez un nouveau geste.',
  notAnImage: 'Ce selfie n’est pas une image lisible : reprenez-le avec l’appareil photo.',
  tooLarge: 'Ce selfie est trop lourd : reprenez-le avec l’appareil photo.',
  notFound: 'Cette demande de vérification n’existe pas ou a déjà été traitée.',
  // The moderation console.
  queueTitle: 'Vérifications de profil',
  queueEmpty: 'Aucune vérification en attente.',
  queueFailed: 'Impossible de charger les vérifications en attente.',
  open: (firstName: string) => `Examiner la vérification de ${firstName}`,
  sentOn: (date: string) => `Envoyé le ${date}`,
  reviewTitle: 'Vérification de profil',
  reviewFailed: 'Impossible d’ouvrir cette vérification.',
  selfieLabel: (gesture: string) => `Selfie : ${gesture}`,
  decisionFailed: 'La décision n’a pas pu être enregistrée. Veuillez réessayer.',
  approvedNotice: 'Vérification approuvée : le selfie est effacé.',
  refusedNotice: 'Vérification refusée : le selfie est effacé.',
  reasonRequired: 'Choisissez un motif de refus.',
  requestedGesture: (gesture: string) => `Geste demandé : ${gesture}`,
  approve: 'Approuver',
  refuse: 'Refuser',
  refusalReason: 'Motif du refus',
  refusalNote: 'Précisions pour le membre (facultatif)',
  profilePhotos: 'Photos du profil',
  // The deck filter (encounter preferences).
  verifiedOnly: 'Profils vérifiés uniquement',
  showBadge: 'Afficher le badge « Profil vérifié » sur mon profil',
} as const;
