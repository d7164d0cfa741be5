import type { WhyYouTwo } from '@lien/contract';
import styles from './WhyYouTwo.module.css';
import { whyYouTwoLine } from './whyTexts';

export interface WhyYouTwoLineProps {
  why: WhyYouTwo;
  /** The id the card names in its aria-describedby: the line is the card's description. */
  id: string;
}

/**
 * The deck card's short « Pourquoi vous deux ? » line (issue #26): the strongest agreement, else the
 * shared interests, on two lines at most; nothing when there is nothing to say.
 */
export function WhyYouTwoLine({ why, id }: WhyYouTwoLineProps) {
  const line = whyYouTwoLine(why);
  if (line === null) return null;
  return (
    <p id={id} className={styles.line}>
      {line}
    </p>
  );
}
