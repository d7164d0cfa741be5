import {
  APPEAL_OUTCOME_LABELS,
  APPEAL_OUTCOMES,
  APPEAL_REVIEW_DAYS,
  MODERATION_DECISION_LABELS,
  MODERATION_DECISIONS,
  REPORT_REASONS,
  TRANSPARENCY_CSV_HEADER,
  type TransparencyQuery,
  type TransparencyReport,
} from '@lien/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { parisMidnight } from '../funnel/weeks';
import * as q from './transparency-queries';

const DAY_MS = 86_400_000;

/** The day after a YYYY-MM-DD day. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** Seconds as hours with one decimal; null stays null. */
const hours = (seconds: number | null) => (seconds === null ? null : Math.round(seconds / 360) / 10);

/**
 * The transparency report of a period (DSA art. 15 and 24, issue #29), from the moderation tables:
 * Paris days `from` to `to`, both included. Counts and medians only: nothing in it names a member or
 * a moderator.
 */
export async function transparencyReport(
  db: Kysely<Database>,
  { from, to }: TransparencyQuery,
): Promise<TransparencyReport> {
  const period = { from: parisMidnight(from), until: parisMidnight(nextDay(to)) };
  const reports = await q.reportsByReason(db, period);
  const decisions = await q.decisionsByGround(db, period);
  const answered = await q.appealsAnswered(db, period, APPEAL_REVIEW_DAYS);
  const countOf = <T>(rows: { count: number }[], match: (row: T) => boolean) =>
    (rows as (T & { count: number })[]).filter(match).reduce((sum, row) => sum + row.count, 0);
  const decisionsByKind = MODERATION_DECISIONS.map((decision) => ({
    decision,
    count: countOf<{ decision: string }>(decisions, (row) => row.decision === decision),
  }));
  return {
    from,
    to,
    reportsByReason: REPORT_REASONS.map((reason) => ({
      reason,
      count: countOf<{ reason: string | null }>(reports, (row) => row.reason === reason),
    })),
    reportsReceived: countOf(reports, () => true),
    decisionsByKind,
    decisionsByGround: decisions.map(({ decision, ground, count }) => ({ decision, ground, count })),
    decisionsTaken: countOf(decisions, () => true),
    medianHoursToDecide: hours(await q.medianSecondsToDecide(db, period)),
    appealsReceived: await q.appealsReceived(db, period),
    appealOutcomes: APPEAL_OUTCOMES.map((outcome) => ({
      outcome,
      count: countOf<{ outcome: string | null }>(answered.byOutcome, (row) => row.outcome === outcome),
    })),
    medianHoursToAnswerAppeal: hours(answered.medianSeconds),
    appealsAnsweredLate: answered.late,
    suspensions: decisionsByKind.find((row) => row.decision === 'suspend')?.count ?? 0,
    bans: decisionsByKind.find((row) => row.decision === 'ban')?.count ?? 0,
  };
}

/** A CSV field, quoted when it holds a separator, a quote or a line break (RFC 4180). */
const field = (value: string | number | null) => {
  const text = value === null ? '' : typeof value === 'number' ? String(value).replace('.', ',') : value;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * The report as a CSV a French spreadsheet opens as it is: « ; » between fields, decimal commas, a
 * byte-order mark for the accents, CRLF lines; one line per figure under French headers.
 */
export function transparencyCsv(report: TransparencyReport): string {
  const rows: (string | number | null)[][] = [
    ['Période', 'Du', report.from],
    ['Période', 'Au', report.to],
    ...report.reportsByReason.map((row) => ['Signalements reçus', row.reason, row.count]),
    ['Signalements reçus', 'Total', report.reportsReceived],
    ...report.decisionsByKind.map((row) => [
      'Décisions',
      MODERATION_DECISION_LABELS[row.decision],
      row.count,
    ]),
    ...report.decisionsByGround.map((row) => [
      'Décisions par fondement',
      `${MODERATION_DECISION_LABELS[row.decision]} — ${row.ground}`,
      row.count,
    ]),
    ['Décisions', 'Total', report.decisionsTaken],
    ['Délai médian de décision (heures)', 'Du signalement à la décision', report.medianHoursToDecide],
    ['Contestations', 'Reçues', report.appealsReceived],
    ...report.appealOutcomes.map((row) => ['Contestations', APPEAL_OUTCOME_LABELS[row.outcome], row.count]),
    ['Contestations', `Répondues après ${APPEAL_REVIEW_DAYS} jours`, report.appealsAnsweredLate],
    [
      'Délai médian de réponse aux contestations (heures)',
      'De la contestation à la réponse',
      report.medianHoursToAnswerAppeal,
    ],
    ['Mesures', 'Suspensions', report.suspensions],
    ['Mesures', 'Fermetures de compte', report.bans],
  ];
  return `\uFEFF${[[...TRANSPARENCY_CSV_HEADER], ...rows].map((row) => row.map(field).join(';')).join('\r\n')}\r\n`;
}
