import { NOT_SHARED } from '@lien/contract/rules';
import { Link } from 'react-router';
import styles from './Preferences.module.css';

/**
 * A partner religion or politics preference while the member has not consented to sensitive questions
 * (the contract's questionnaire/sensitive.ts): « Non partagé », not applied by the deck, and where to
 * give the consent to choose it.
 */
export function NotSharedPreference({ legend }: { legend: string }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.label}>{legend}</legend>
      <p className={styles.option}>{NOT_SHARED}</p>
      <p className={styles.hint}>
        Cette préférence porte sur une donnée sensible et n'est pas appliquée. Pour la choisir, donnez votre
        accord aux questions sensibles dans <Link to="/privacy">Confidentialité</Link>.
      </p>
    </fieldset>
  );
}
