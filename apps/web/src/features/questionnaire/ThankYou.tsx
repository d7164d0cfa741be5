import { questionnaireMessages } from '@lien/contract/texts';
import type { Ref } from 'react';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { OutlineHeartIcon } from '../../ui/icons';
import styles from './Questionnaire.module.css';

/** The final state (PRODUCT §2.4): thanks, and the one button that sends every answer. */
export function ThankYou({
  onSubmit,
  submitting,
  error,
  headingRef,
}: {
  onSubmit: () => void;
  submitting: boolean;
  error: string | null;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <section className={styles.thanks}>
      <div className={styles.thanksIcon} aria-hidden="true">
        <OutlineHeartIcon />
      </div>
      <h2 ref={headingRef} tabIndex={-1} className={styles.questionText}>
        {questionnaireMessages.thanks}
      </h2>
      <p className={styles.thanksText}>
        Vos réponses nous permettent de calculer vos affinités avec les autres membres. Vous pourrez refaire
        le test à tout moment depuis le menu.
      </p>
      <FormError>{error}</FormError>
      <Button block disabled={submitting} onClick={onSubmit}>
        {submitting ? 'Envoi en cours...' : 'Envoyer mes réponses'}
      </Button>
    </section>
  );
}
