import {
  MAX_SUSPENSION_DAYS,
  MODERATION_DECISION_LABELS,
  MODERATION_DECISIONS,
  MODERATION_GROUNDS,
  type ModerationDecision,
  type ModerationGround,
  moderationConsoleMessages as m,
} from '@lien/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../api/client';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/ChoiceField';
import { FormError } from '../../ui/FormError';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import styles from './Moderation.module.css';
import { useDecideMutation } from './queries';

const STATEMENT_MAX = 2000;

/** The decision on a report with its statement of reasons; back to the queue once recorded. */
export function DecisionForm({ reportId }: { reportId: number }) {
  const navigate = useNavigate();
  const decide = useDecideMutation();
  const [decision, setDecision] = useState<ModerationDecision>('dismiss');
  const [ground, setGround] = useState<ModerationGround | ''>('');
  const [statement, setStatement] = useState('');
  const [days, setDays] = useState('7');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const suspensionDays = Number(days);
    if (!ground) return setError(m.groundRequired);
    if (!statement.trim()) return setError(m.statementRequired);
    if (
      decision === 'suspend' &&
      !(Number.isInteger(suspensionDays) && suspensionDays >= 1 && suspensionDays <= MAX_SUSPENSION_DAYS)
    ) {
      return setError(m.daysInvalid);
    }
    setError(null);
    decide.mutate(
      { reportId, decision, ground, statement, ...(decision === 'suspend' ? { suspensionDays } : {}) },
      {
        onSuccess: () => navigate('/moderation', { state: { notice: m.decided } }),
        onError: (failure) => setError(errorText(failure, m.decisionFailed)),
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="report-decision">
      <h2 id="report-decision" className={styles.heading}>
        {m.decisionHeading}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset>
          <legend>{m.decisionLegend}</legend>
          {MODERATION_DECISIONS.map((value) => (
            <label key={value} style={{ display: 'block' }}>
              <input
                type="radio"
                name="decision"
                value={value}
                checked={decision === value}
                onChange={() => setDecision(value)}
              />{' '}
              {MODERATION_DECISION_LABELS[value]}
            </label>
          ))}
        </fieldset>
        {decision === 'suspend' && (
          <TextField
            label={m.daysLabel}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_SUSPENSION_DAYS}
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
        )}
        <SelectField
          label={m.groundLabel}
          placeholder={m.groundPlaceholder}
          choices={MODERATION_GROUNDS.map((value) => ({ value, label: value }))}
          value={ground}
          onChange={(event) => setGround(event.target.value as ModerationGround | '')}
        />
        <TextAreaField
          label={m.statementLabel}
          hint={m.statementHint}
          value={statement}
          maxLength={STATEMENT_MAX}
          onChange={(event) => setStatement(event.target.value)}
        />
        {error && <FormError>{error}</FormError>}
        <Button type="submit" block disabled={decide.isPending}>
          {decide.isPending ? m.submitting : m.submitDecision}
        </Button>
      </form>
    </section>
  );
}
