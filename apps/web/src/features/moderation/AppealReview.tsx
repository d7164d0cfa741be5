import {
  APPEAL_MAX_LENGTH,
  APPEAL_OUTCOME_LABELS,
  APPEAL_OUTCOMES,
  type AppealOutcome,
  MODERATION_DECISION_LABELS,
  moderationConsoleMessages as m,
  type QueuedAppeal,
} from '@lien/contract';
import { type FormEvent, useId, useState } from 'react';
import { errorText } from '../../api/client';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { TextAreaField } from '../../ui/TextAreaField';
import { longDate } from './format';
import styles from './Moderation.module.css';
import { useReviewAppealMutation } from './queries';

/** One appeal with the decision it contests, and the form that upholds or reverses it. */
export function AppealReview({ appeal }: { appeal: QueuedAppeal }) {
  const headingId = useId();
  const [outcome, setOutcome] = useState<AppealOutcome>('uphold');
  const [statement, setStatement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const review = useReviewAppealMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!statement.trim()) {
      setError(m.statementRequired);
      return;
    }
    setError(null);
    review.mutate(
      { appealId: appeal.id, outcome, statement },
      { onError: (failure) => setError(errorText(failure, m.reviewFailed)) },
    );
  };

  return (
    <article className={styles.appeal} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {appeal.member ? m.appealFrom(appeal.member.firstName) : m.appealFromDeleted}
      </h3>
      {appeal.overdue && <p className={styles.overdue}>{m.overdue}</p>}
      <p className={styles.meta}>
        {m.appealedOn(longDate(appeal.appealedAt))} · {m.dueOn(longDate(appeal.dueAt))}
      </p>
      <p>{m.contested(MODERATION_DECISION_LABELS[appeal.decision], longDate(appeal.decidedAt))}</p>
      <p className={styles.meta}>
        {appeal.ground} — {appeal.statement}
      </p>
      <blockquote className={styles.quote}>{appeal.text}</blockquote>
      {appeal.decidedByMe ? (
        <p>{m.decidedByMe}</p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <fieldset>
            <legend>{m.outcomeLegend}</legend>
            {APPEAL_OUTCOMES.map((value) => (
              <label key={value} style={{ display: 'block' }}>
                <input
                  type="radio"
                  name={`outcome-${appeal.id}`}
                  value={value}
                  checked={outcome === value}
                  onChange={() => setOutcome(value)}
                />{' '}
                {APPEAL_OUTCOME_LABELS[value]}
              </label>
            ))}
          </fieldset>
          <TextAreaField
            label={m.reviewStatementLabel}
            value={statement}
            maxLength={APPEAL_MAX_LENGTH}
            onChange={(event) => setStatement(event.target.value)}
          />
          {error && <FormError>{error}</FormError>}
          <Button type="submit" disabled={review.isPending}>
            {review.isPending ? m.submitting : m.submitReview}
          </Button>
        </form>
      )}
    </article>
  );
}
