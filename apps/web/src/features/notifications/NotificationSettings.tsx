import { type NotificationPreferences, notificationMessages } from '@lien/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notificationsApi } from '../../api/notifications';
import { disablePush, enablePush, subscriptionRequest } from '../../push/device';
import { FormError } from '../../ui/FormError';
import { LoadFailed } from '../../ui/LoadFailed';
import { Switch } from '../../ui/Switch';
import styles from '../privacy/Privacy.module.css';
import {
  notificationKeys,
  useNotificationPreferences,
  usePushOnThisDevice,
  useSaveNotificationPreferences,
} from './queries';

const KINDS: { key: keyof NotificationPreferences; label: string }[] = [
  { key: 'messages', label: 'Notifications de nouveaux messages' },
  { key: 'matches', label: 'Notifications de nouveaux matchs' },
  { key: 'calls', label: 'Notifications d’appels vidéo planifiés' },
  { key: 'emailDigest', label: 'Résumé quotidien par e-mail' },
];

/**
 * The privacy screen's notifications (issue #17): push on this device (the browser's permission is
 * asked when the member turns it on, never before), and the member's choices, saved on the server so
 * that every device shows the same.
 */
export function NotificationSettings() {
  const queryClient = useQueryClient();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const device = usePushOnThisDevice();
  const [pushBusy, setPushBusy] = useState(false);
  const [error, setError] = useState('');

  const togglePush = async (on: boolean) => {
    setError('');
    setPushBusy(true);
    try {
      if (on) {
        const outcome = await enablePush(async () => (await notificationsApi.publicKey()).publicKey);
        if ('failure' in outcome) {
          setError(notificationMessages[outcome.failure]);
          return;
        }
        await notificationsApi.subscribe(subscriptionRequest(outcome.subscription));
      } else {
        const endpoint = await disablePush();
        if (endpoint) await notificationsApi.unsubscribe(endpoint);
      }
      queryClient.setQueryData(notificationKeys.device, on);
    } catch {
      setError(notificationMessages.pushFailed);
    } finally {
      setPushBusy(false);
    }
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
            disabled={pushBusy || device.isPending}
            onChange={(on) => void togglePush(on)}
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
