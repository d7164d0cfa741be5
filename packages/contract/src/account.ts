import { genderSchema } from './auth';
import { consentRecord } from './consent';
import { learnedWeightsReply } from './learning';
import { PASSWORD_MAX_LENGTH, PHOTOS_MIN } from './limits';
import { MEETING_ANSWERS, meetingAskedBecause } from './meetings';
import { signupMessages } from './messages';
import { notificationPreferences } from './notifications';
import { encounterPreferences } from './preferences';
import { privacySettings } from './privacy';
import { freeText } from './text';
import { optionalTwoStepCode, twoStepMessages } from './two-step';
import { z } from './zod-fr';

/** The reasons offered by the delete-account dialog (PRODUCT §3), word for word and in its order. */
export const DELETE_REASONS = [
  "Je n'ai pas aimé l'application",
  "J'ai trouvé quelqu'un",
  'Je fais une pause',
  'Autre',
] as const;
export type DeleteReason = (typeof DELETE_REASONS)[number];
/** The reason whose free-text comment is sent and kept (PRODUCT §5). */
export const DELETE_REASON_OTHER: DeleteReason = 'Autre';
export const DELETE_COMMENT_MAX_LENGTH = 1000;

/** Mon Profil's account actions: PRODUCT §5/§8 texts word for word, and ours where the product brief is silent. */
export const accountMessages = {
  reasonRequired: 'Veuillez sélectionner une raison.',
  passwordRequired: signupMessages.passwordRequired,
  deleteStatus: (status: number) => `Failed to delete account (status ${status})`,
  deleteFailed: 'Erreur lors de la suppression du compte.',
  // The server's own answers.
  wrongPassword: 'Mot de passe incorrect. Votre compte n’a pas été supprimé.',
  noPassword:
    'Votre compte n’a pas encore de mot de passe. Créez-en un avec «\u00a0Mot de passe oublié\u00a0?\u00a0» depuis l’écran de connexion, puis confirmez la suppression avec celui-ci.',
  commentTooLong: `Le commentaire ne doit pas dépasser ${DELETE_COMMENT_MAX_LENGTH} caractères.`,
  accountDeleted: 'Votre compte et vos données ont été supprimés.',
  photosMinimum: `Votre profil doit garder au moins ${PHOTOS_MIN} photos. Ajoutez-en une autre avant de supprimer celle-ci.`,
  exportFailed: 'Impossible de télécharger vos données. Veuillez réessayer.',
} as const;

/**
 * POST /api/delete_account (PRODUCT §7): the password confirms, the reason is one of the list, and the
 * comment is kept only for 'Autre' (PRODUCT §5), sanitised.
 */
export const deleteAccountRequest = z.lazy(() =>
  z
    .object({
      password: z
        .string({ error: accountMessages.passwordRequired })
        .min(1, accountMessages.passwordRequired)
        .max(PASSWORD_MAX_LENGTH, accountMessages.wrongPassword),
      reason: z.enum(DELETE_REASONS, { error: accountMessages.reasonRequired }),
      comment: freeText(DELETE_COMMENT_MAX_LENGTH, accountMessages.commentTooLong).optional(),
      /** Asked when two-step verification is on (issue #24): an authenticator's code or a recovery code. */
      twoStepCode: optionalTwoStepCode,
    })
    .transform(({ password, reason, comment, twoStepCode }) => ({
      password,
      reason,
      comment: reason === DELETE_REASON_OTHER && comment ? comment : null,
      twoStepCode: twoStepCode ?? null,
    })),
);
export type DeleteAccountRequest = z.input<typeof deleteAccountRequest>;

/**
 * POST /api/export_my_data: the code of two-step verification when it is on (issue #24). A POST, so
 * that the code travels in a body and never in an address that logs and histories keep.
 */
export const dataExportRequest = z.lazy(() => z.object({ twoStepCode: optionalTwoStepCode }));
export type DataExportRequest = z.input<typeof dataExportRequest>;

/** Another member as the export names them: first name and id, nothing more. */
const otherPerson = z.lazy(() => z.object({ id: z.number(), firstName: z.string() }));

/**
 * GET /api/export_my_data (RGPD art. 15 and 20): everything held about the member, and of other
 * people only what the member already sees of them.
 */
export const dataExportReply = z.lazy(() =>
  z.object({
    exportedAt: z.string(),
    account: z.object({
      id: z.number(),
      email: z.string(),
      isVerified: z.boolean(),
      hasPassword: z.boolean(),
      /** « Vérification en deux étapes : activée »: whether it is on, never its secret or recovery codes. */
      twoStepVerification: z.enum([twoStepMessages.exportOn, twoStepMessages.exportOff]),
      referralSource: z.string().nullable(),
      createdAt: z.string(),
      lastActiveAt: z.string(),
    }),
    profile: z.object({
      firstName: z.string(),
      lastName: z.string(),
      phone: z.string(),
      birthDate: z.string(),
      gender: genderSchema,
      seeking: genderSchema,
      city: z.object({ id: z.number(), name: z.string(), zipCode: z.string() }),
      jobTitle: z.string().nullable(),
      school: z.string().nullable(),
      linkedin: z.string().nullable(),
      bio: z.string(),
    }),
    preferences: encounterPreferences,
    interests: z.array(z.string()),
    questionnaire: z
      .object({
        personalityId: z.string(),
        answers: z.record(z.string(), z.unknown()),
        completedAt: z.string(),
        updatedAt: z.string(),
      })
      .nullable(),
    photos: z.array(z.object({ id: z.string(), order: z.number(), url: z.string(), createdAt: z.string() })),
    swipes: z.array(
      z.object({ userId: z.number(), liked: z.boolean(), superLike: z.boolean(), at: z.string() }),
    ),
    matches: z.array(z.object({ with: otherPerson, at: z.string() })),
    conversations: z.array(
      z.object({
        conversationId: z.number(),
        /** null once the other person deleted their account. */
        with: otherPerson.nullable(),
        messages: z.array(z.object({ fromMe: z.boolean(), content: z.string(), sentAt: z.string() })),
        /** « Mettre fin à la conversation »: by the member or by the other person, and when; null while open. */
        ending: z.object({ endedByMe: z.boolean(), endedAt: z.string() }).nullable(),
      }),
    ),
    /** The members one reported (with the reason) or blocked (reason null). */
    reports: z.array(z.object({ reportedUserId: z.number(), reason: z.string().nullable(), at: z.string() })),
    appointments: z.array(
      z.object({ with: otherPerson, startsAt: z.string(), durationMinutes: z.number(), roomUrl: z.string() }),
    ),
    /**
     * « Vous vous êtes vus ? »: the member's own questions and answers (never the other's), with the
     * pair's compatibility per affinity category kept at answer time (null for a category not shared).
     */
    meetings: z.array(
      z.object({
        conversationId: z.number(),
        /** null once the other person deleted their account. */
        with: otherPerson.nullable(),
        askedBecause: meetingAskedBecause,
        askedAt: z.string(),
        answer: z.enum(MEETING_ANSWERS).nullable(),
        answeredAt: z.string().nullable(),
        categoryScores: z.array(z.number().nullable()).nullable(),
      }),
    ),
    /**
     * What Lien learned from those answers (« Ce que Lien a appris de vos rencontres »): each category's
     * weight in the member's own ranking, its direction and the answers behind it, since the last reset.
     */
    learning: learnedWeightsReply,
    /** « Quelques personnes attendent votre réponse »: the Paris day the member last passed it (YYYY-MM-DD). */
    waitingScreenPassedOn: z.string().nullable(),
    /** The consents given (RGPD art. 7: shown with their text version and dates), oldest first. */
    consents: z.array(consentRecord),
    /**
     * Photo verification (issue #29): each request, its gesture, what became of it and why; the selfie
     * itself is never kept past the decision.
     */
    photoVerifications: z.array(
      z.object({
        gesture: z.string(),
        requestedAt: z.string(),
        status: z.string(),
        decidedAt: z.string().nullable(),
        refusalReason: z.string().nullable(),
        refusalNote: z.string().nullable(),
      }),
    ),
    /** What the member is told about with the app closed, and the devices that receive pushes. */
    notifications: z.object({
      preferences: notificationPreferences,
      /** One per subscribed browser: the push service's address for it, and since when. */
      pushDevices: z.array(z.object({ endpoint: z.string(), subscribedAt: z.string() })),
      /**
       * « À vous de jouer » (issue #27): the one reminder Lien sent about a conversation, to whom it was
       * about, how (push or the e-mail digest), when, and when the digest told of it.
       */
      turnReminders: z.array(
        z.object({
          conversationId: z.number(),
          /** null once the other person deleted their account. */
          with: otherPerson.nullable(),
          channel: z.enum(['push', 'digest']),
          remindedAt: z.string(),
          digestedAt: z.string().nullable(),
        }),
      ),
    }),
    /** The privacy screen's settings (incognito, distance shown), kept on the account (issue #24). */
    privacy: privacySettings,
  }),
);
export type DataExport = z.infer<typeof dataExportReply>;
