import { FEEDBACK_RATING_MAX, FEEDBACK_RATING_MIN } from './limits';
import { storableString } from './text';
import { z } from './zod-fr';

/** Longest feedback comment kept: room for a detailed account, not for a pasted document. */
export const FEEDBACK_COMMENT_MAX_LENGTH = 2000;

/** The feedback dialog's texts (PRODUCT §2.5, §5, §8). */
export const feedbackMessages = {
  open: 'Donner mon avis',
  title: 'Votre avis',
  ratingLegend: 'Votre note',
  ratingLabel: (rating: number) => `${rating} sur ${FEEDBACK_RATING_MAX}`,
  commentLabel: 'Commentaire (facultatif)',
  submit: 'Envoyer',
  sending: 'Envoi en cours...',
  close: 'Fermer',
  ratingRequired: 'Veuillez sélectionner une note avant de soumettre.',
  sendFailed: "Erreur lors de l'envoi. Veuillez réessayer.",
  thanks: 'Merci pour votre avis\u00a0!',
  thanksDetail: 'Il nous aide à améliorer Lien.',
  commentTooLong: `Le commentaire ne doit pas dépasser ${FEEDBACK_COMMENT_MAX_LENGTH} caractères.`,
} as const;

/**
 * POST /api/submit_feedback (PRODUCT §7, optional bearer). The comment is trimmed and stripped of HTML
 * by the server; the schema's bound leaves room for markup that the stripping removes.
 */
export const submitFeedbackRequest = z.lazy(() =>
  z.object({
    rating: z.number().int().min(FEEDBACK_RATING_MIN).max(FEEDBACK_RATING_MAX),
    comment: storableString()
      .max(FEEDBACK_COMMENT_MAX_LENGTH * 2, feedbackMessages.commentTooLong)
      .optional(),
  }),
);
export type SubmitFeedbackRequest = z.infer<typeof submitFeedbackRequest>;
