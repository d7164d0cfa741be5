import type { ComponentPropsWithRef } from 'react';
import styles from './Chip.module.css';

export interface ChipProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-pressed' | 'onClick'> {
  selected: boolean;
  onToggle: () => void;
}

/**
 * A tappable label that is on or off: a toggle button (aria-pressed), so keyboards reach it with Tab,
 * Space and Enter switch it, and screen readers say « activé » or « désactivé ».
 */
export function Chip({ selected, onToggle, className, children, type = 'button', ...rest }: ChipProps) {
  return (
    <button
      type={type}
      aria-pressed={selected}
      className={[styles.chip, className ?? ''].filter(Boolean).join(' ')}
      onClick={onToggle}
      {...rest}
    >
      {/* The tick repeats the state for people who do not tell colours apart. */}
      {selected && (
        <svg
          className={styles.mark}
          width="14"
          height="14"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
          />
        </svg>
      )}
      {children}
    </button>
  );
}
