import { CrossIcon, HeartIcon, StarIcon } from '../../../ui/icons';
import styles from './SwipeDeck.module.css';
import type { SwipeKind } from './useDeck';

export interface DeckActionsProps {
  disabled: boolean;
  onSwipe: (kind: SwipeKind) => void;
  /** The id of the on-screen text that lists the keyboard shortcuts, where there are some. */
  shortcutsId?: string;
  /** Which buttons, in this order (the profile view has no Super Like). */
  kinds?: readonly SwipeKind[];
}

const BUTTONS = [
  { kind: 'pass', label: 'Passer', keys: 'ArrowLeft', icon: <CrossIcon /> },
  { kind: 'superLike', label: 'Super Like', keys: 'ArrowUp', icon: <StarIcon size={26} /> },
  { kind: 'like', label: 'Like', keys: 'ArrowRight', icon: <HeartIcon /> },
] as const satisfies ReadonlyArray<{ kind: SwipeKind; label: string; keys: string; icon: unknown }>;

/** PRODUCT §2.5 Pass, Super Like and Like: big round targets with their word under them, thumb-reachable. */
export function DeckActions({ disabled, onSwipe, shortcutsId, kinds }: DeckActionsProps) {
  const shown = kinds ? BUTTONS.filter((button) => kinds.includes(button.kind)) : BUTTONS;
  return (
    <div className={styles.actions}>
      {shown.map((button) => (
        <button
          key={button.kind}
          type="button"
          className={`${styles.action} ${styles[`action_${button.kind}`]}`}
          disabled={disabled}
          aria-keyshortcuts={shortcutsId && button.keys}
          aria-describedby={shortcutsId}
          onClick={() => onSwipe(button.kind)}
        >
          <span className={styles.actionIcon}>{button.icon}</span>
          <span className={styles.actionLabel}>{button.label}</span>
        </button>
      ))}
    </div>
  );
}
