import { useEffect, useRef, useState } from 'react';
import styles from './Questionnaire.module.css';

type Direction = 'up' | 'down';

/** French quotation marks with their non-breaking spaces. */
const quoted = (text: string) => `«\u00a0${text}\u00a0»`;

/** The list with one item moved one place up or down; unchanged at either end. */
export function moveItem(list: readonly string[], item: string, direction: Direction): string[] {
  const from = list.indexOf(item);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from === -1 || to < 0 || to >= list.length) return [...list];
  const moved = [...list];
  moved[from] = list[to] as string;
  moved[to] = item;
  return moved;
}

/**
 * PRODUCT §2.4 rank: the options in order of importance, moved with up and down arrow buttons. Focus stays
 * on the moved option's button, and a polite message says where it landed, so a keyboard or screen
 * reader user can move an option several places in a row.
 */
export function RankAnswer({
  value,
  onChange,
  labelledBy,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  labelledBy: string;
}) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [moved, setMoved] = useState<{ item: string; direction: Direction } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!moved) return;
    const position = value.indexOf(moved.item);
    const atEnd = moved.direction === 'up' ? position === 0 : position === value.length - 1;
    // At the top the "up" button is disabled: the other one keeps the focus inside the item.
    const direction = atEnd ? (moved.direction === 'up' ? 'down' : 'up') : moved.direction;
    buttons.current.get(`${direction}:${moved.item}`)?.focus();
  }, [moved, value]);

  const move = (item: string, direction: Direction) => {
    const next = moveItem(value, item, direction);
    onChange(next);
    setMoved({ item, direction });
    setAnnouncement(
      `${quoted(item)} est maintenant en position ${next.indexOf(item) + 1} sur ${next.length}.`,
    );
  };

  const button = (item: string, direction: Direction, position: number) => (
    <button
      type="button"
      ref={(element) => {
        if (element) buttons.current.set(`${direction}:${item}`, element);
        else buttons.current.delete(`${direction}:${item}`);
      }}
      className={styles.rankButton}
      aria-label={`${direction === 'up' ? 'Monter' : 'Descendre'} ${quoted(item)}`}
      disabled={direction === 'up' ? position === 0 : position === value.length - 1}
      onClick={() => move(item, direction)}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d={direction === 'up' ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );

  return (
    <>
      <p className={styles.hint}>
        Utilisez les flèches pour classer les réponses, de la première à la dernière.
      </p>
      <ol className={styles.rank} aria-labelledby={labelledBy}>
        {value.map((item, position) => (
          <li key={item} className={styles.rankItem}>
            <span className={styles.rankPosition} aria-hidden="true">
              {position + 1}
            </span>
            <span className={styles.rankText}>{item}</span>
            {button(item, 'up', position)}
            {button(item, 'down', position)}
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
