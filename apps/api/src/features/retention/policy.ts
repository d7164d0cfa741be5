/**
 * How long Lien keeps what, as the privacy policy (apps/web/public/privacy_terms.md, section 8)
 * states it: a change here is a change of that text.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export const RETENTION = {
  /** An account without activity this long is warned, then deleted. */
  inactiveAfterMs: 2 * 365 * DAY_MS,
  /** Between the warning and the deletion: time to come back and keep the account. */
  noticeMs: 30 * DAY_MS,
  /** A report lifted by an unblock is kept this long after, for moderation. */
  liftedReportsMs: 365 * DAY_MS,
  /** The anonymous reason of a deletion is kept this long, for statistics. */
  deletionRecordsMs: 3 * 365 * DAY_MS,
  /** Feedback ('Avis') is kept this long after it was sent. */
  feedbackMs: 3 * 365 * DAY_MS,
} as const;
