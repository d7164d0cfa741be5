import { useState } from 'react';
import { Button } from '../../ui/Button';
import { FormNotice } from '../../ui/FormError';
import { Screen } from '../../ui/Screen';
import { BlockedProfilesDialog } from './BlockedProfilesDialog';
import styles from './Privacy.module.css';
import {
  DEFAULT_PRIVACY_SETTINGS,
  type PrivacySettings,
  readPrivacySettings,
  savePrivacySettings,
} from './privacySettings';

const TOGGLES: { key: keyof PrivacySettings; label: string; hint: string }[] = [
  { key: 'incognito', label: 'Mode incognito', hint: 'Naviguez sans apparaître dans les profils proposés.' },
  {
    key: 'showDistance',
    label: 'Afficher la distance',
    hint: 'Les autres membres voient à quelle distance vous êtes.',
  },
  {
    key: 'messageNotifications',
    label: 'Notifications de nouveaux messages',
    hint: 'Être prévenu(e) d’un nouveau message.',
  },
  {
    key: 'matchNotifications',
    label: 'Notifications de nouveaux matchs',
    hint: 'Être prévenu(e) d’un nouveau match.',
  },
  {
    key: 'twoStepVerification',
    label: 'Vérification en deux étapes',
    hint: 'Un code en plus du mot de passe à la connexion.',
  },
];

/**
 * /privacy 'Confidentialité' (SPEC §2.6): five toggles kept on this device, a reset to the defaults,
 * and the blocked profiles (the members this member reported) with a real unblock.
 */
export function PrivacyScreen() {
  const [settings, setSettings] = useState(readPrivacySettings);
  const [blockedOpen, setBlockedOpen] = useState(false);
  const [notice, setNotice] = useState('');

  const change = (next: PrivacySettings) => {
    setSettings(next);
    savePrivacySettings(next);
  };

  return (
    <Screen title="Confidentialité" backTo="/settings">
      <ul className={styles.toggles}>
        {TOGGLES.map(({ key, label, hint }) => (
          <li key={key} className={styles.toggleRow}>
            <label className={styles.toggle}>
              <span className={styles.toggleText}>
                <span className={styles.toggleLabel}>{label}</span>
                <span className={styles.hint}>{hint}</span>
              </span>
              <input
                type="checkbox"
                role="switch"
                className={styles.switch}
                checked={settings[key]}
                aria-checked={settings[key]}
                onChange={(event) => {
                  setNotice('');
                  change({ ...settings, [key]: event.target.checked });
                }}
              />
            </label>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" block aria-haspopup="dialog" onClick={() => setBlockedOpen(true)}>
          Profils bloqués
        </Button>
        <Button
          variant="ghost"
          block
          onClick={() => {
            change(DEFAULT_PRIVACY_SETTINGS);
            setNotice('Les réglages par défaut sont rétablis.');
          }}
        >
          Réinitialiser
        </Button>
        <FormNotice>{notice}</FormNotice>
      </div>
      {blockedOpen && <BlockedProfilesDialog onClose={() => setBlockedOpen(false)} />}
    </Screen>
  );
}
