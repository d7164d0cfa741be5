import { type NotificationPreferences, notificationMessages } from '@lien/contract';
import { useState } from 'react';
import { FormError } from '../../ui/FormError';
import { LoadFailed } from '../../ui/LoadFailed';
import { Switch } from '../../ui/Switch';
import styles from '../privacy/Privacy.module.css';
import {
  useNotificationPreferences,
  usePushOnThisDevice,
  usePushOnThisDeviceMutation,
  useSaveNotificationPreferencesMutation,
} from './queries';

const KINDS: { key: keyof NotificationPreferences; label: string }[] = [
  { key: 'messages', label: 'Notifications de nouveaux messages' },
  { key: 'matches', label: 'Notifications de nouveaux matchs' },
  { key: 'calls', label: 'Notifications d’appels vidéo planifiés' },
  { key: 'dailyPick', label: 'Notification du choix du jour' },
  { key: 'emailDigest', label: 'Résumé quotidien par e-mail' },
];

/**
 * The privacy screen's notifications (issue #17): push on this device (the browser's permission is
 * asked when the member turns it on, never before), and the member's choices, saved on the server so
 * that every device shows the same.
 */
export function NotificationSettings() {
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferencesMutation();
  const device = usePushOnThisDevice();
  const push = usePushOnThisDeviceMutation();
  /** The latest failure of either kind of switch. */
  const [error, setError] = useState('');

  const togglePush = (on: boolean) => {
    setError('');
    push.mutateAsync(on).then(
      (failure) => {
        if (failure) setError(notificationMessages[failure]);
      },
      () => setError(notificationMessages.pushFailed),
    );
  };

  return (
    <section aria-labelledby="notifications-title">
      <h2 id="notifications-title" className={styles.sectionTitle}>
        Notifications
      </h2>
      <p className={styles.hint} id="notifications-hint">
        Vos choix sont enregistrés sur votre compte et valent sur tous vos appareils. Sans notifications push,
        un résumé vous est envoyé par e-mail au plus une fois par jour, quand il y a du nouveau.
      </p>
      <ul className={styles.toggles}>
        <li className={styles.toggleRow}>
          <Switch
            label="Notifications push sur cet appareil"
            checked={device.data === true}
            disabled={push.isPending || device.isPending}
            onChange={togglePush}
          />
        </li>
        {preferences.data &&
          KINDS.map(({ key, label }) => (
            <li key={key} className={styles.toggleRow}>
              <Switch
                label={label}
                checked={preferences.data[key]}
                describedBy="notifications-hint"
                onChange={(checked) => {
                  setError('');
                  if (!preferences.data) return;
                  save.mutate(
                    { ...preferences.data, [key]: checked },
                    { onError: () => setError(notificationMessages.saveFailed) },
                  );
                }}
              />
            </li>
          ))}
      </ul>
      {preferences.isError && (
        <LoadFailed message={notificationMessages.loadFailed} onRetry={() => void preferences.refetch()} />
      )}
      <FormError>{error}</FormError>
    </section>
  );
}
