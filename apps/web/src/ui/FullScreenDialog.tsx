import { type ReactNode, useRef } from 'react';
import { createPortal } from 'react-dom';
import styles from './FullScreenDialog.module.css';
import { useModalFocus } from './useModalFocus';

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

  useModalFocus(dialogRef, onClose);

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
