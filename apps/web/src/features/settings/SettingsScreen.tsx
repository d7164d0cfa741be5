import { moderationConsoleMessages } from '@lien/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLogout } from '../../session/useLogout';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Screen } from '../../ui/Screen';
import { useMyProfile } from '../my-profile/queries';
import styles from './Settings.module.css';

/** SPEC §2.6: the languages offered; choosing one only closes the dialog (the product is French). */
export const LANGUAGES = ['Français', 'English', 'Español', 'Deutsch', 'Italiano'] as const;

/** SPEC §2.6: the help topics; each only closes the dialog. */
export const HELP_TOPICS = [
  'FAQ',
  'Contacter le support',
  'Signaler un problème',
  "Conditions d'utilisation",
  'Politique de confidentialité',
] as const;

type Dialog = 'language' | 'help' | 'logout' | null;

/**
 * /settings 'Paramètres' (SPEC §2.6): Langue and Aide open dialogs whose choices only close them,
 * Confidentialité and Sécurité lead to their screens, and logging out asks for confirmation first.
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

      {dialog === 'language' && <ChoiceDialog title="Langue" choices={LANGUAGES} onClose={close} />}
      {dialog === 'help' && <ChoiceDialog title="Aide" choices={HELP_TOPICS} onClose={close} />}
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

function ChoiceDialog({
  title,
  choices,
  onClose,
}: {
  title: string;
  choices: readonly string[];
  onClose: () => void;
}) {
  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <Button variant="secondary" block onClick={onClose}>
          Fermer
        </Button>
      }
    >
      <ul className={styles.list}>
        {choices.map((choice) => (
          <li key={choice}>
            <button type="button" className={styles.row} onClick={onClose}>
              {choice}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
