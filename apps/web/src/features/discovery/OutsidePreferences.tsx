import type { SwipeProfile } from '@lien/contract';
import { deckWideningMessages } from '@lien/contract/texts';
import { useId } from 'react';
import styles from './OutsidePreferences.module.css';

export interface OutsidePreferencesProps {
  outside: SwipeProfile['outsidePreferences'];
}

/**
 * The discreet mark of a deck card beyond the viewer's preferences (shown once everyone within them
 * has been seen): the server's French lines, "À 72 km, au-delà de vos 50 km", "Hors de vos critères :
 * orientation politique". Nothing for a card within them.
 */
export function OutsidePreferences({ outside }: OutsidePreferencesProps) {
  const titleId = useId();
  if (!outside) return null;
  return (
    <div className={styles.outside}>
      <p id={titleId} className={styles.title}>
        {deckWideningMessages.outsideTitle}
      </p>
      <ul className={styles.labels} aria-labelledby={titleId}>
        {outside.labels.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
    </div>
  );
}
