import { parseIsoDate } from './dates';
import { REPORT_REASONS } from './discovery';
import { APPEAL_OUTCOMES, MODERATION_DECISIONS } from './moderation';
import { z } from './zod-fr';

/**
 * The transparency report (DSA art. 15 and 24, issue #29): what moderation received and decided over a
 * period, as counts and medians only — no member's id, name or address, nor a moderator's.
 */

/** The longest period one report covers, in days (a year and a day: a leap year, both ends included). */
export const TRANSPARENCY_MAX_DAYS = 366;

/** The transparency report's French texts. */
export const transparencyMessages = {
  dateInvalid: 'Indiquez les dates de la période au format AAAA-MM-JJ.',
  periodReversed: 'La date de fin de la période doit suivre sa date de début.',
  periodTooLong: `Une période couvre au plus ${TRANSPARENCY_MAX_DAYS} jours.`,
} as const;

const DAY_MS = 86_400_000;

/** A calendar day of the period (Paris), YYYY-MM-DD, a real one. */
const periodDay = z.lazy(() =>
  z
    .string({ error: transparencyMessages.dateInvalid })
    .refine((value) => parseIsoDate(value) !== null, transparencyMessages.dateInvalid),
);

/** Days from `from` to `to`, both included. */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** GET /api/moderation/transparency(.csv)?from=&to=: the period, Paris days, both included. */
export const transparencyQuery = z.lazy(() =>
  z
    .object({ from: periodDay, to: periodDay })
    .refine((period) => period.from <= period.to, {
      message: transparencyMessages.periodReversed,
      path: ['to'],
    })
    .refine((period) => periodDays(period.from, period.to) <= TRANSPARENCY_MAX_DAYS, {
      message: transparencyMessages.periodTooLong,
      path: ['to'],
    }),
);
export type TransparencyQuery = z.infer<typeof transparencyQuery>;

const count = z.lazy(() => z.number().int().min(0));
/** A median duration in hours (one decimal), null when nothing was decided in the period. */
const medianHours = z.lazy(() => z.number().min(0).nullable());

export const transparencyReply = z.lazy(() =>
  z.object({
    from: z.string(),
    to: z.string(),
    /** Reports received in the period, by reason (every reason listed, zero included). */
    reportsByReason: z.array(z.object({ reason: z.enum(REPORT_REASONS), count })),
    reportsReceived: count,
    /** Decisions taken in the period, by kind, and by kind and ground (the CGU article). */
    decisionsByKind: z.array(z.object({ decision: z.enum(MODERATION_DECISIONS), count })),
    decisionsByGround: z.array(
      z.object({ decision: z.enum(MODERATION_DECISIONS), ground: z.string(), count }),
    ),
    decisionsTaken: count,
    /** From the report to its decision, for the decisions of the period. */
    medianHoursToDecide: medianHours,
    /** Appeals made in the period; appeals answered in the period, by outcome. */
    appealsReceived: count,
    appealOutcomes: z.array(z.object({ outcome: z.enum(APPEAL_OUTCOMES), count })),
    /** From the appeal to its answer, for the appeals answered in the period. */
    medianHoursToAnswerAppeal: medianHours,
    /** Answered more than APPEAL_REVIEW_DAYS after they were made. */
    appealsAnsweredLate: count,
    /** Suspensions and bans decided in the period. */
    suspensions: count,
    bans: count,
  }),
);
export type TransparencyReport = z.infer<typeof transparencyReply>;

/** The CSV's header (French, as a spreadsheet shows it). */
export const TRANSPARENCY_CSV_HEADER = ['Rubrique', 'Détail', 'Valeur'] as const;
