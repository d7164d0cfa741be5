import type { SwipeProfile } from '@lien/contract';
import type { CSSProperties } from 'react';
import { CrossIcon, HeartIcon, StarIcon } from '../../../ui/icons';
import styles from './SwipeDeck.module.css';
import type { SwipeKind } from './useDeck';

export interface Leaving {
  profile: SwipeProfile;
  kind: SwipeKind;
  /** Where a drag let go of the card, so it flies on from there rather than jumping back. */
  fromX: number;
}

/** What the picture shows, the name of the button that made it (found by tests, hidden from screen readers). */
const LABELS = { pass: 'Passer', like: 'Like', superLike: 'Super Like' };

const ICONS = {
  pass: <CrossIcon size={64} />,
  like: <HeartIcon size={72} />,
  superLike: <StarIcon size={72} />,
};

/**
 * The 500 ms animation of a swipe (PRODUCT §9 LIKE_ANIMATION_MS): the profile has already left the
 * deck, so this is only a picture of it flying away — decorative, hidden from screen readers,
 * never in the way of the next card. Reduced motion turns the flight into a short fade.
 */
export function LeavingCard({ leaving }: { leaving: Leaving }) {
  const photo = leaving.profile.images[0];
  return (
    <div
      className={`${styles.leaving} ${styles[leaving.kind]}`}
      style={{ '--from-x': `${leaving.fromX}px` } as CSSProperties}
      role="img"
      aria-label={LABELS[leaving.kind]}
      aria-hidden="true"
      data-leaving={leaving.kind}
    >
      {photo && <img className={styles.leavingPhoto} src={photo.url} alt="" draggable={false} />}
      <span className={styles.leavingIcon}>{ICONS[leaving.kind]}</span>
    </div>
  );
}
