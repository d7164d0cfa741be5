import { notificationMessages } from '@lien/contract';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { FormError, FormNotice } from '../../ui/FormError';
import { Lead, Screen } from '../../ui/Screen';
import { Switch } from '../../ui/Switch';
import { TwoStepSection } from '../two-step/TwoStepSection';
import { BlockedProfilesDialog } from './BlockedProfilesDialog';
import { NotificationSettings } from './NotificationSettings';
import { useResetNotificationSettings } from './notificationQueries';
import styles from './Privacy.module.css';
import {
  DEFAULT_PRIVACY_SETTINGS,
  type PrivacySettings,
  readPrivacySettings,
  savePrivacySettings,
} from './privacySettings';
import { SensitiveConsentSection } from './SensitiveConsentSection';

const TOGGLES: { key: keyof PrivacySettings; label: string }[] = [
  { key: 'incognito', label: 'Mode incognito' },
  { key: 'showDistance', label: 'Afficher la distance' },
];

/**
 * /privacy 'Confidentialité' (SPEC §2.6): three toggles kept on this device, a reset of every switch to
 * its default (the notifications too),
 * the notifications (saved on the server, NotificationSettings), and the blocked profiles (the members this member reported) with a real unblock.
 */
export function PrivacyScreen() {
  const [settings, setSettings] = useState(readPrivacySettings);
  const [blockedOpen, setBlockedOpen] = useState(false);
  const [notice, setNotice] = useState('');
  const resetNotifications = useResetNotificationSettings();

  const change = (next: PrivacySettings) => {
    setSettings(next);
    savePrivacySettings(next);
  };

  return (
    <Screen title="Confidentialité" backTo="/settings">
      {/* Said plainly: these switches are kept on this device and change nothing elsewhere yet. */}
      <Lead>
        Le mode incognito et l’affichage de la distance sont enregistrés sur cet appareil uniquement.
      </Lead>
      <ul className={styles.toggles}>
        {TOGGLES.map(({ key, label }) => (
          <li key={key} className={styles.toggleRow}>
            <Switch
              label={label}
              checked={settings[key]}
              onChange={(checked) => {
                setNotice('');
                change({ ...settings, [key]: checked });
              }}
            />
          </li>
        ))}
        {/* Saved on the account and asked at log-in (issue #24); the reset leaves it as it is. */}
        <li className={styles.toggleRow}>
          <TwoStepSection />
        </li>
      </ul>
      <NotificationSettings />
      <div className={styles.actions}>
        <Button variant="secondary" block aria-haspopup="dialog" onClick={() => setBlockedOpen(true)}>
          Profils bloqués
        </Button>
        <Button
          variant="ghost"
          block
          disabled={resetNotifications.isPending}
          onClick={() => {
            setNotice('');
            change(DEFAULT_PRIVACY_SETTINGS);
            // Every switch on this screen, the account's notification choices too (PV3).
            resetNotifications.mutate(undefined, {
              onSuccess: () => setNotice('Les réglages par défaut sont rétablis.'),
            });
          }}
        >
          Réinitialiser
        </Button>
        <FormNotice>{notice}</FormNotice>
        {resetNotifications.isError && <FormError>{notificationMessages.saveFailed}</FormError>}
      </div>
      <SensitiveConsentSection />
      {blockedOpen && <BlockedProfilesDialog onClose={() => setBlockedOpen(false)} />}
    </Screen>
  );
}
