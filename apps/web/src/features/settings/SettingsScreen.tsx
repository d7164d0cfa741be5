import { helpMessages, moderationConsoleMessages, verificationMessages } from '@lien/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLogout } from '../../session/useLogout';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Screen } from '../../ui/Screen';
import { HelpLinks } from '../help/HelpLinks';
import { useMyProfile } from '../my-profile/queries';
import styles from './Settings.module.css';

type Dialog = 'language' | 'help' | 'logout' | null;

/**
 * /settings 'Paramètres' (PRODUCT §2.6, issue #24): Langue says that Lien is in French only for now
 * rather than pretending to switch; Aide's entries lead to the FAQ, the contact forms and the legal
 * texts; Vérification du profil, Confidentialité and Sécurité lead to their screens; logging out asks for confirmation first.
 * A moderator also finds the moderation console here.
 */
export function SettingsScreen() {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const logout = useLogout();
  // The console's entry shows to moderators only (the API refuses everyone else anyway).
  const moderator = useMyProfile().data?.role === 'moderator';

  return (
    <Screen title="Paramètres">
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.row}
            aria-haspopup="dialog"
            onClick={() => setDialog('language')}
          >
            Langue
          </button>
        </li>
        <li>
          <Link to="/verification" className={styles.row}>
            {verificationMessages.entry}
          </Link>
        </li>
        <li>
          <Link to="/privacy" className={styles.row}>
            Confidentialité
          </Link>
        </li>
        <li>
          <Link to="/changePassword" className={styles.row}>
            Sécurité
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={styles.row}
            aria-haspopup="dialog"
            onClick={() => setDialog('help')}
          >
            Aide
          </button>
        </li>
        {moderator && (
          <li>
            <Link to="/moderation" className={styles.row}>
              {moderationConsoleMessages.entry}
            </Link>
          </li>
        )}
      </ul>
      <Button variant="secondary" block aria-haspopup="dialog" onClick={() => setDialog('logout')}>
        Se déconnecter
      </Button>

      {dialog === 'language' && (
        <Modal
          title="Langue"
          onClose={close}
          footer={
            <Button variant="secondary" block onClick={close}>
              Fermer
            </Button>
          }
        >
          <p className={styles.text}>{helpMessages.language}</p>
        </Modal>
      )}
      {dialog === 'help' && (
        <Modal
          title="Aide"
          onClose={close}
          footer={
            <Button variant="secondary" block onClick={close}>
              Fermer
            </Button>
          }
        >
          <HelpLinks />
        </Modal>
      )}
      {dialog === 'logout' && (
        <Modal
          title="Se déconnecter"
          onClose={close}
          footer={
            <div className={styles.footer}>
              <Button variant="secondary" onClick={close}>
                Annuler
              </Button>
              <Button onClick={logout}>Se déconnecter</Button>
            </div>
          }
        >
          <p className={styles.text}>Voulez-vous vraiment vous déconnecter ?</p>
        </Modal>
      )}
    </Screen>
  );
}
