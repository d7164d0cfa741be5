import { LinkButton } from '../../ui/Button';
import { Lead, Screen } from '../../ui/Screen';
import styles from './Auth.module.css';

/** SPEC §2.1 /goodbye: after the account is deleted (local storage already cleared). */
export function GoodbyeScreen() {
  return (
    <Screen title="Compte supprimé">
      <div className={styles.illustration}>
        <svg
          width="96"
          height="96"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <Lead>
        Votre compte a bien été supprimé. Merci d'avoir fait un bout de chemin avec Lien : nous vous
        souhaitons de tout cœur une belle histoire.
      </Lead>
      <LinkButton to="/welcome" block>
        Retour à l'accueil
      </LinkButton>
    </Screen>
  );
}
