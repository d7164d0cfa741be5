import type { SwipeProfile } from '@lien/contract';
import type { CSSProperties, Ref } from 'react';
import { ProfileCard } from '../ProfileCard';
import styles from './SwipeDeck.module.css';
import { DECISION_DRAG_PX, useCardDrag } from './useCardDrag';

export interface SwipeableCardProps {
  profile: SwipeProfile;
  /** Dragged past the threshold: `offset` is where the finger let go, for the card to fly on from there. */
  onDecide: (kind: 'pass' | 'like', offset: number) => void;
  onReported: (reportedUserId: number, message?: string) => void;
  /** While the match dialog shows: a drag under way goes back, none starts, nothing is decided. */
  disabled?: boolean;
  /** The card's « Pourquoi vous deux ? » heading (the day's pick links to it). */
  whyHeadingRef?: Ref<HTMLHeadingElement>;
}

/** The deck's top card: the profile card, draggable sideways from its body to pass or like. */
export function SwipeableCard({
  profile,
  onDecide,
  onReported,
  disabled = false,
  whyHeadingRef,
}: SwipeableCardProps) {
  const { offset, dragging, handlers } = useCardDrag(onDecide, disabled);
  // The stamps grow with the drag, so the person sees which way the card will go before letting go.
  const strength = Math.min(1, Math.abs(offset) / DECISION_DRAG_PX);
  const style = {
    '--drag-x': `${offset}px`,
    '--drag-rotate': `${offset / 18}deg`,
    '--stamp-like': offset > 0 ? strength : 0,
    '--stamp-pass': offset < 0 ? strength : 0,
  } as CSSProperties;

  return (
    <div
      className={[styles.swipeable, dragging ? styles.dragging : ''].filter(Boolean).join(' ')}
      style={style}
      {...handlers}
    >
      <span className={`${styles.stamp} ${styles.stampLike}`} aria-hidden="true">
        Like
      </span>
      <span className={`${styles.stamp} ${styles.stampPass}`} aria-hidden="true">
        Passer
      </span>
      <ProfileCard profile={profile} onReported={onReported} whyHeadingRef={whyHeadingRef} />
    </div>
  );
}
