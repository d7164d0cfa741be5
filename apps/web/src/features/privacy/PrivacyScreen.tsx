import { notificationMessages, type PrivacySettings, privacyMessages } from '@lien/contract';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { FormError, FormNotice } from '../../ui/FormError';
import { LoadFailed } from '../../ui/LoadFailed';
import { Lead, Screen } from '../../ui/Screen';
import { Switch } from '../../ui/Switch';
import { BlockedProfilesDialog } from '../blocks/BlockedProfilesDialog';
import { SensitiveConsentSection } from '../consent/SensitiveConsentSection';
import { NotificationSettings } from '../notifications/NotificationSettings';
import { TwoStepSection } from '../two-step/TwoStepSection';
import styles from './Privacy.module.css';
import { usePrivacySettings, useResetPrivacyScreenMutation, useSavePrivacySettingsMutation } from './queries';
import { TelemetryConsentSection } from './TelemetryConsentSection';

const TOGGLES: { key: keyof PrivacySettings; label: string; hint: string }[] = [
  { key: 'incognito', label: privacyMessages.incognito, hint: privacyMessages.incognitoHint },
  { key: 'showDistance', label: privacyMessages.showDistance, hint: privacyMessages.showDistanceHint },
];

/**
 * /privacy 'Confidentialité' (PRODUCT §2.6, made real by issue #24): incognito and the distance shown,
 * saved on the account and enforced by the server; the two-step verification (its own row); the
 * notifications (saved on the account, NotificationSettings); a reset of every account setting the
 * screen shows to its default; the blocked profiles with a real unblock; the sensitive-data consent;
 * the device's analytics choice (issue #29).
 */
export function PrivacyScreen() {
  const settings = usePrivacySettings();
  const save = useSavePrivacySettingsMutation();
  const reset = useResetPrivacyScreenMutation();
  const [blockedOpen, setBlockedOpen] = useState(false);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');

  return (
    <Screen title="Confidentialité" backTo="/settings">
      <Lead>{privacyMessages.lead}</Lead>
      <ul className={styles.toggles}>
        {settings.data &&
          TOGGLES.map(({ key, label, hint }) => (
            <li key={key} className={styles.toggleRow}>
              <Switch
                label={label}
                checked={settings.data[key]}
                describedBy={`privacy-${key}-hint`}
                onChange={(checked) => {
                  setNotice('');
                  setError('');
                  if (!settings.data) return;
                  save.mutate(
                    { ...settings.data, [key]: checked },
                    { onError: () => setError(privacyMessages.saveFailed) },
                  );
                }}
              />
              <p className={styles.hint} id={`privacy-${key}-hint`}>
                {hint}
              </p>
            </li>
          ))}
        {/* Saved on the account and asked at log-in (issue #24); the reset leaves it as it is. */}
        <li className={styles.toggleRow}>
          <TwoStepSection />
        </li>
      </ul>
      {settings.isError && (
        <LoadFailed message={privacyMessages.loadFailed} onRetry={() => void settings.refetch()} />
      )}
      <FormError>{error}</FormError>
      <NotificationSettings />
      <div className={styles.actions}>
        <Button variant="secondary" block aria-haspopup="dialog" onClick={() => setBlockedOpen(true)}>
          Profils bloqués
        </Button>
        <Button
          variant="ghost"
          block
          disabled={reset.isPending}
          onClick={() => {
            setNotice('');
            setError('');
            reset.mutate(undefined, { onSuccess: () => setNotice(privacyMessages.resetDone) });
          }}
        >
          {privacyMessages.reset}
        </Button>
        <FormNotice>{notice}</FormNotice>
        {reset.isError && <FormError>{notificationMessages.saveFailed}</FormError>}
      </div>
      <SensitiveConsentSection />
      <TelemetryConsentSection />
      {blockedOpen && <BlockedProfilesDialog onClose={() => setBlockedOpen(false)} />}
    </Screen>
  );
}
