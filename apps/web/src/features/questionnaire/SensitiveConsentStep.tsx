import { SENSITIVE_CONSENT_TEXT } from '@lien/contract/rules';
import { type Ref, useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import styles from './Questionnaire.module.css';

/**
 * The separate, explicit consent asked before the sensitive questions (RGPD art. 9, the contract's
 * questionnaire/sensitive.ts): the text in force, a box left unticked, and 'Continuer', which goes on
 * with those questions when the box is ticked and skips them all when it is not.
 */
export function SensitiveConsentStep({
  initiallyGiven,
  onDecide,
  deciding,
  error,
  headingRef,
}: {
  initiallyGiven: boolean;
  onDecide: (given: boolean) => void;
  deciding: boolean;
  error: string | null;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const [checked, setChecked] = useState(initiallyGiven);
  const hintId = useId();
  return (
    <section className={styles.question} aria-labelledby={`${hintId}-title`}>
      <h2 id={`${hintId}-title`} ref={headingRef} tabIndex={-1} className={styles.questionText}>
        {SENSITIVE_CONSENT_TEXT.title}
      </h2>
      <p className={styles.consentText}>{SENSITIVE_CONSENT_TEXT.intro}</p>
      <p className={styles.consentText}>{SENSITIVE_CONSENT_TEXT.uses}</p>
      <p className={styles.consentText}>{SENSITIVE_CONSENT_TEXT.refusal}</p>
      <p className={styles.consentText}>{SENSITIVE_CONSENT_TEXT.withdrawal}</p>
      <label className={styles.option}>
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => setChecked(event.target.checked)}
        />
        <span>{SENSITIVE_CONSENT_TEXT.checkbox}</span>
      </label>
      <p id={hintId} className={styles.hint}>
        {checked
          ? 'Les questions sensibles vont suivre.'
          : 'Sans cocher la case, les questions sensibles seront passées.'}
      </p>
      <FormError>{error}</FormError>
      <div className={styles.footer}>
        <Button block disabled={deciding} onClick={() => onDecide(checked)}>
          {deciding ? 'Enregistrement...' : 'Continuer'}
        </Button>
      </div>
    </section>
  );
}
