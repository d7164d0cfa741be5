import { LinkButton } from '../../ui/Button';
import { OutlineHeartIcon } from '../../ui/icons';
import { Lead, Screen } from '../../ui/Screen';
import styles from './Auth.module.css';

/** PRODUCT §2.1 /goodbye: after the account is deleted (local storage already cleared). */
export function GoodbyeScreen() {
  return (
    <Screen title="Compte supprimé">
      <div className={styles.illustration}>
        <OutlineHeartIcon size={96} strokeWidth={1.4} />
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
