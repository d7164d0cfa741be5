import { Button } from '../ui/Button';
import { useOffline } from './connectivity';
import styles from './PwaStatus.module.css';
import { useWaitingUpdate } from './updates';

/**
 * What the app says about itself above every screen: « Vous êtes hors ligne » while offline, and
 * the offer to load a new version once one is installed. Nothing otherwise.
 */
export function PwaStatus() {
  const offline = useOffline();
  const update = useWaitingUpdate();
  return (
    <>
      {offline && (
        <div className={styles.banner} role="status">
          <strong>Vous êtes hors ligne</strong>
          <span>Vérifiez votre connexion : les profils et les messages reviendront avec elle.</span>
        </div>
      )}
      {update && (
        <div className={`${styles.banner} ${styles.update}`} role="status">
          <span>Une nouvelle version est disponible</span>
          <Button variant="secondary" onClick={update.apply}>
            Recharger
          </Button>
        </div>
      )}
    </>
  );
}
