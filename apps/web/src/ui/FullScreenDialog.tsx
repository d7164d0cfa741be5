import { type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styles from './FullScreenDialog.module.css';
import { trapTab } from './Modal';

export interface FullScreenDialogProps {
  /** The dialog's name for screen readers. */
  label: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog that covers the whole mobile shell (a flow opened over a screen, like the
 * questionnaire from the menu): focus moves in and stays inside, Escape closes it, the page behind
 * is inert, and focus returns to the opener. Render it only while open.
 */
export function FullScreenDialog({ label, onClose, children }: FullScreenDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    dialog?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const app = document.getElementById('root');
    app?.setAttribute('inert', '');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        closeRef.current();
      } else if (event.key === 'Tab' && dialog) {
        trapTab(event, dialog);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      app?.removeAttribute('inert');
      opener?.focus();
    };
  }, []);

  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        className={styles.dialog}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
