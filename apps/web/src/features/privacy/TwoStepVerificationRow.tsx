import { useState } from 'react';
import { Switch } from '../../ui/Switch';
import styles from './Privacy.module.css';

/** Where the switch below keeps its state until the two-step verification is built on the server. */
const STORAGE_KEY = 'twoStepVerification';

/**
 * « Vérification en deux étapes » as SPEC §2.6 drew it, a switch kept on this device. Kept apart from
 * the account's settings on purpose: the two-step verification of issue #24 (TOTP, its own helper)
 * replaces this row as a whole.
 */
export function TwoStepVerificationRow() {
  const [on, setOn] = useState(() => localStorage.getItem(STORAGE_KEY) === 'true');
  return (
    <li className={styles.toggleRow}>
      <Switch
        label="Vérification en deux étapes"
        checked={on}
        onChange={(checked) => {
          setOn(checked);
          localStorage.setItem(STORAGE_KEY, String(checked));
        }}
      />
    </li>
  );
}
