import { useId } from 'react';
import styles from './OpenerList.module.css';
import { OPENERS_HINT, OPENERS_TITLE } from './whyTexts';

export interface OpenerListProps {
  /** The three openers the server made for the pair (whyYouTwo.openers). */
  openers: readonly string[];
  /** The chosen opener: it goes into a message box to edit, never sent from here. */
  onPick: (opener: string) => void;
}

/**
 * First words (issue #27): the pair's suggested first questions, each a button whose name is the
 * question itself, under a title and a hint that say a tap only fills the message box.
 */
export function OpenerList({ openers, onPick }: OpenerListProps) {
  const titleId = useId();
  const hintId = useId();
  if (openers.length === 0) return null;
  return (
    <section className={styles.openers} aria-labelledby={titleId} aria-describedby={hintId}>
      <p id={titleId} className={styles.title}>
        {OPENERS_TITLE}
      </p>
      <p id={hintId} className={styles.hint}>
        {OPENERS_HINT}
      </p>
      <ul className={styles.list}>
        {openers.map((opener) => (
          <li key={opener}>
            <button type="button" className={styles.opener} onClick={() => onPick(opener)}>
              {opener}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
