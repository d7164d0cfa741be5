import type { ReactNode } from 'react';
import { useId } from 'react';
import { WHY_TITLE } from '../why/whyTexts';
import styles from './DailyPick.module.css';

/** « Le choix du jour » (issue #26), the heading over the day's pick. */
export const DAILY_PICK_TITLE = 'Le choix du jour';

export interface DailyPickProps {
  /** Brings the reader to the card's « Pourquoi vous deux ? » in full; absent when it has nothing to say. */
  onReadWhy?: () => void;
  /** The pick's card. */
  children: ReactNode;
}

/**
 * The day's pick on top of the deck: a region named by its heading, so that screen readers announce
 * « Le choix du jour » with the card, and a link down to why the two of them.
 */
export function DailyPick({ onReadWhy, children }: DailyPickProps) {
  const titleId = useId();
  return (
    <section className={styles.pick} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {DAILY_PICK_TITLE}
        </h2>
        {onReadWhy && (
          <button type="button" className={styles.readWhy} onClick={onReadWhy}>
            {WHY_TITLE}
          </button>
        )}
      </div>
      {children}
    </section>
  );
}

export interface DailyPickFailedProps {
  onRetry: () => void;
}

/** The pick could not be loaded: said briefly, with a new try; the deck goes on below. */
export function DailyPickFailed({ onRetry }: DailyPickFailedProps) {
  return (
    <p className={styles.failed}>
      <span>Le choix du jour n’a pas pu être chargé.</span>
      <button
        type="button"
        className={styles.retry}
        aria-label="Réessayer de charger le choix du jour"
        onClick={onRetry}
      >
        Réessayer
      </button>
    </p>
  );
}
