import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { MoreIcon } from './icons';
import styles from './ThreadView.module.css';

/** One action of the thread's menu. */
export interface ThreadMenuItem {
  label: string;
  onSelect: () => void;
}

/** The menu's items, in order. */
const entriesOf = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);

/** The menu button's name: what it holds, for whom. */
export const threadMenuLabel = (name: string) => `Plus d’actions pour la conversation avec ${name}`;

/**
 * The thread header's menu (issue #27): « Mettre fin à la conversation », « Bloquer », « Signaler »
 * behind one button, so that a 360-px header keeps the name readable. A menu button as the ARIA
 * pattern has it: Enter, Space or a tap opens it on its first item; the arrows, Home and End move
 * between items; Escape closes it and gives the focus back to the button; Tab, a tap elsewhere or a
 * choice close it.
 */
export function ThreadMenu({ name, items }: { name: string; items: ThreadMenuItem[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    entriesOf(menu.current)[0]?.focus();
    const away = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = entriesOf(menu.current);
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const move = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div className={styles.menuHolder}>
      <button
        ref={button}
        type="button"
        className={styles.iconButton}
        aria-label={threadMenuLabel(name)}
        title="Plus d’actions"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <MoreIcon />
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={threadMenuLabel(name)}
          className={styles.menu}
          onKeyDown={onKeyDown}
        >
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={styles.menuItem}
              onClick={() => {
                // The dialog it opens takes the focus, and gives it back to the menu's button.
                close(true);
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
