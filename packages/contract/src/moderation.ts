import { rowId, rowIdParam } from './common';
import { REPORT_REASONS } from './discovery';
import { writtenText } from './text';
import { z } from './zod-fr';

/** What moderation may decide on a report (CGU 7.3, 8.2), in the order the console offers them. */
export const MODERATION_DECISIONS = ['dismiss', 'warn', 'suspend', 'ban'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

export const MODERATION_DECISION_LABELS: Record<ModerationDecision, string> = {
  dismiss: 'Classer sans suite',
  warn: 'Avertir le membre',
  suspend: 'Suspendre le compte',
  ban: 'Fermer le compte',
};

/** The CGU articles a measure rests on, as the statement of reasons names them (DSA art. 17.3.d). */
export const MODERATION_GROUNDS = [
  'Article 3.1 — Conditions d’accès (majorité)',
  'Article 4 — Compte et sécurité (identité)',
  'Article 5 — Règles de conduite',
  'Article 6.1 — Vos contenus',
  'Article 8.2 — Suspension et suppression à l’initiative de l’éditeur',
] as const;
export type ModerationGround = (typeof MODERATION_GROUNDS)[number];

/** The longest suspension a decision sets, in days; longer than that is a ban. */
export const MAX_SUSPENSION_DAYS = 365;

/**
 * The queue's order: reports about a minor, then harassment, then the others; oldest first within
 * each (issue #16). Lower comes first.
 */
export const REPORT_SEVERITY: Record<(typeof REPORT_REASONS)[number], number> = {
  Mineur: 0,
  Harcèlement: 1,
  'Contenu inapproprié': 2,
  'Faux profil/Arnaque': 2,
  Autre: 3,
};

const moderatedMember = z.lazy(() =>
  z.object({
    id: z.number().int(),
    firstName: z.string(),
    photoUrl: z.string().nullable(),
  }),
);

/** One open report as the queue lists it. */
export const queuedReport = z.lazy(() =>
  z.object({
    id: z.number().int(),
    reason: z.enum(REPORT_REASONS),
    reportedAt: z.string(),
    reported: moderatedMember,
    /** Null once the reporter deleted their account. */
    reporterId: z.number().int().nullable(),
    /** Open reports about the same member, this one included. */
    reportsAgainstMember: z.number().int(),
  }),
);
export type QueuedReport = z.infer<typeof queuedReport>;
export const moderationQueueReply = z.lazy(() => z.object({ reports: z.array(queuedReport) }));

/** A report opened in the console: the reported profile and the conversation between the two. */
export const moderationReportReply = z.lazy(() =>
  z.object({
    report: queuedReport,
    profile: z.object({
      bio: z.string(),
      jobTitle: z.string().nullable(),
      age: z.number().int(),
      photoUrls: z.array(z.string()),
    }),
    /** The latest messages between reporter and reported, oldest first; empty without a conversation. */
    excerpt: z.array(z.object({ fromReported: z.boolean(), content: z.string(), sentAt: z.string() })),
  }),
);
export type ModerationReport = z.infer<typeof moderationReportReply>;
export const moderationReportParams = z.lazy(() => z.object({ id: rowIdParam() }));

/** Said when a suspension comes without its length, or a length without a suspension. */
const SUSPENSION_LENGTH = 'Une suspension a une durée, et seule une suspension en a une.';

/** A decision with its statement of reasons: the facts, in the moderator's words, for the member. */
export const moderationDecisionRequest = z.lazy(() =>
  z
    .object({
      reportId: rowId(),
      decision: z.enum(MODERATION_DECISIONS),
      ground: z.enum(MODERATION_GROUNDS),
      statement: writtenText(2000),
      suspensionDays: z.number().int().min(1).max(MAX_SUSPENSION_DAYS).optional(),
    })
    .refine((value) => (value.decision === 'suspend') === (value.suspensionDays !== undefined), {
      message: SUSPENSION_LENGTH,
      path: ['suspensionDays'],
    }),
);
export type ModerationDecisionRequest = z.infer<typeof moderationDecisionRequest>;
export const moderationDecisionReply = z.lazy(() => z.object({ decisionId: z.number().int() }));

/** Moderation's French texts. */
export const moderationMessages = {
  appealTextRequired: 'Expliquez pourquoi vous contestez cette décision.',
  moderatorsOnly: 'Cette page est réservée à l’équipe de modération.',
  reportNotFound: 'Ce signalement n’existe pas ou a déjà été traité.',
  banned: 'Ce compte a été fermé par notre équipe de modération.',
  suspended: (until: string) => `Votre compte est suspendu jusqu’au ${until}.`,
  bannedAddress: 'Cette adresse e-mail ne peut pas être utilisée pour créer un compte.',
  suspensionLength: SUSPENSION_LENGTH,
} as const;

/** What a moderator may decide on an appeal, in the order the console offers them. */
export const APPEAL_OUTCOMES = ['uphold', 'reverse'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

export const APPEAL_OUTCOME_LABELS: Record<AppealOutcome, string> = {
  uphold: 'Maintenir la décision',
  reverse: 'Annuler la décision',
};

/** How long the link of a statement of reasons lets the member contest it (DSA art. 20.1: six months). */
export const APPEAL_WINDOW_DAYS = 183;
/**
 * The days moderation gives itself to answer an appeal (issue #29): past them the appeal is overdue,
 * first in the console and flagged, and the moderators are reminded by e-mail each day.
 */
export const APPEAL_REVIEW_DAYS = 7;
/** The longest appeal, and the longest answer to one. */
export const APPEAL_MAX_LENGTH = 2000;

/** The report reason that hides the reported profile from everyone until a moderator decides. */
export const HIDING_REPORT_REASON = 'Mineur' satisfies (typeof REPORT_REASONS)[number];

/** The secret of an appeal link, as the statement of reasons carries it. */
const appealToken = z.lazy(() => z.string().min(20).max(200));

/** POST /api/appeal_status (public): what the appeal page shows of the decision its link is about. */
export const appealStatusRequest = z.lazy(() => z.object({ token: appealToken }));
export const appealStatusReply = z.lazy(() =>
  z.object({
    decision: z.enum(MODERATION_DECISIONS),
    statement: z.string(),
    ground: z.string(),
    decidedAt: z.string(),
    suspendedUntil: z.string().nullable(),
  }),
);
export type AppealStatus = z.infer<typeof appealStatusReply>;

/** Said when the appeal is empty. */
export const APPEAL_TEXT_REQUIRED = moderationMessages.appealTextRequired;

/** POST /api/appeal (public): the member's appeal, through the link of their statement of reasons. */
export const appealRequest = z.lazy(() =>
  z.object({
    token: appealToken,
    text: writtenText(APPEAL_MAX_LENGTH, { required: APPEAL_TEXT_REQUIRED }),
  }),
);
export type AppealRequest = z.infer<typeof appealRequest>;

/** An appeal waiting for review, as the console lists it, with the decision it contests. */
export const queuedAppeal = z.lazy(() =>
  z.object({
    id: z.number().int(),
    text: z.string(),
    appealedAt: z.string(),
    /** When the answer is due: APPEAL_REVIEW_DAYS after the appeal. */
    dueAt: z.string(),
    /** Whether that day has passed. */
    overdue: z.boolean(),
    decision: z.enum(MODERATION_DECISIONS),
    ground: z.string(),
    statement: z.string(),
    decidedAt: z.string(),
    suspendedUntil: z.string().nullable(),
    /** Null once the member deleted their account. */
    member: moderatedMember.nullable(),
    /** Whether the moderator asking made the decision (then another one reviews it). */
    decidedByMe: z.boolean(),
  }),
);
export type QueuedAppeal = z.infer<typeof queuedAppeal>;
export const appealQueueReply = z.lazy(() => z.object({ appeals: z.array(queuedAppeal) }));

/** POST /api/moderation/appeal_reviews: a moderator's answer to an appeal, with its reasons. */
export const appealReviewRequest = z.lazy(() =>
  z.object({
    appealId: rowId(),
    outcome: z.enum(APPEAL_OUTCOMES),
    statement: writtenText(APPEAL_MAX_LENGTH),
  }),
);
export type AppealReviewRequest = z.infer<typeof appealReviewRequest>;

/** The appeals' French texts. */
export const appealMessages = {
  tokenInvalid:
    'Ce lien de contestation n’est pas valide. Vérifiez qu’il est complet, tel que vous l’avez reçu par e-mail.',
  tokenUsed:
    'Vous avez déjà contesté cette décision\u00a0: une autre personne de notre équipe réexamine votre demande et vous répondra par e-mail.',
  tokenExpired:
    'Ce lien de contestation a expiré\u00a0: le délai de six mois pour contester cette décision est écoulé.',
  sent: 'Votre contestation a bien été envoyée. Une autre personne de notre équipe la réexaminera et vous répondra par e-mail.',
  appealNotFound: 'Cette contestation n’existe pas ou a déjà été examinée.',
  sameModerator: 'Une contestation est examinée par une autre personne que l’auteur de la décision.',
} as const;

/** The moderation console's and the appeal page's French texts. */
export const moderationConsoleMessages = {
  entry: 'Modération',
  title: 'Modération',
  reportsHeading: 'Signalements à traiter',
  appealsHeading: 'Contestations à examiner',
  noReports: 'Aucun signalement en attente.',
  noAppeals: 'Aucune contestation en attente.',
  queueFailed: 'Impossible de charger les signalements.',
  appealsFailed: 'Impossible de charger les contestations.',
  reportFailed: 'Impossible de charger ce signalement.',
  reportedOn: (date: string) => `Signalé le ${date}`,
  againstMember: (count: number) =>
    count > 1 ? `${count} signalements ouverts contre ce membre` : '1 signalement ouvert contre ce membre',
  open: (firstName: string, reason: string) => `Examiner le signalement de ${firstName} (${reason})`,
  reportTitle: 'Signalement',
  backToQueue: 'Retour à la file',
  profileHeading: 'Profil signalé',
  age: (age: number) => `${age} ans`,
  noBio: 'Pas de présentation.',
  excerptHeading: 'Conversation avec l’auteur du signalement',
  noExcerpt: 'Aucun message échangé entre les deux membres.',
  fromReported: 'Membre signalé',
  fromReporter: 'Auteur du signalement',
  decisionHeading: 'Décision',
  decisionLegend: 'Mesure',
  groundLabel: 'Fondement (article des CGU)',
  groundPlaceholder: 'Choisir un article…',
  statementLabel: 'Exposé des motifs (envoyé au membre)',
  statementHint: 'Les faits, tels que le membre les lira dans l’e-mail de décision.',
  daysLabel: 'Durée de la suspension (jours)',
  submitDecision: 'Enregistrer la décision',
  submitting: 'Enregistrement...',
  decided: 'La décision est enregistrée et les e-mails sont partis.',
  decisionFailed: 'La décision n’a pas pu être enregistrée. Veuillez réessayer.',
  groundRequired: 'Choisissez l’article des CGU sur lequel repose la décision.',
  statementRequired: 'Rédigez l’exposé des motifs.',
  daysInvalid: `La durée d’une suspension va de 1 à ${MAX_SUSPENSION_DAYS} jours.`,
  appealFrom: (firstName: string) => `Contestation de ${firstName}`,
  appealFromDeleted: 'Contestation d’un compte supprimé',
  appealedOn: (date: string) => `Reçue le ${date}`,
  dueOn: (date: string) => `Réponse due le ${date}`,
  overdue: 'En retard',
  transparencyEntry: 'Rapport de transparence',
  contested: (label: string, date: string) => `Décision contestée\u00a0: ${label.toLowerCase()}, le ${date}`,
  decidedByMe: 'Vous avez pris cette décision\u00a0: une autre personne de l’équipe doit l’examiner.',
  outcomeLegend: 'Réponse',
  reviewStatementLabel: 'Motifs de la réponse (envoyés au membre)',
  submitReview: 'Envoyer la réponse',
  reviewed: 'La réponse est enregistrée et envoyée au membre.',
  reviewFailed: 'La réponse n’a pas pu être enregistrée. Veuillez réessayer.',
  // The public appeal page.
  appealTitle: 'Contester une décision',
  appealLoadFailed: 'Impossible de charger la décision. Veuillez réessayer.',
  appealIntro:
    'Expliquez pourquoi cette décision vous semble injustifiée. Une autre personne de notre équipe de modération réexaminera votre dossier et vous répondra par e-mail.',
  appealDecision: 'Décision',
  appealFacts: 'Faits',
  appealGround: 'Fondement',
  appealDate: 'Date',
  appealUntil: (date: string) => `jusqu’au ${date}`,
  appealTextLabel: 'Votre contestation',
  appealSubmit: 'Envoyer ma contestation',
  appealFailed: 'L’envoi a échoué. Veuillez réessayer.',
} as const;

/**
 * « Statistiques » (issue #27): the weekly funnel of the last weeks, the current one first, for the
 * matches made each week (Monday to Sunday, Paris time). Counts only: no member's identity.
 */
export const funnelWeek = z.lazy(() =>
  z.object({
    /** The week's Monday, YYYY-MM-DD. */
    monday: z.string(),
    matches: z.number().int().min(0),
    firstMessage: z.number().int().min(0),
    answeredWithin24h: z.number().int().min(0),
    callBooked: z.number().int().min(0),
    met: z.number().int().min(0),
    wantsAgain: z.number().int().min(0),
  }),
);
export type FunnelWeek = z.infer<typeof funnelWeek>;
export const funnelReply = z.lazy(() => z.object({ weeks: z.array(funnelWeek) }));

/** The funnel's steps in order, as the command's and the console's tables name them. */
export const FUNNEL_STEPS: readonly { key: Exclude<keyof FunnelWeek, 'monday'>; label: string }[] = [
  { key: 'matches', label: 'Matchs' },
  { key: 'firstMessage', label: 'Premier message' },
  { key: 'answeredWithin24h', label: 'Réponse sous 24 h' },
  { key: 'callBooked', label: 'Appel réservé' },
  { key: 'met', label: 'On s’est vus' },
  { key: 'wantsAgain', label: 'J’aimerais la revoir' },
];
