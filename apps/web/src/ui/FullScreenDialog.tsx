import type { ReactNode } from 'react';
import styles from './FullScreenDialog.module.css';
import { ModalFrame } from './ModalFrame';

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
  return (
    <ModalFrame
      backdropClassName={styles.backdrop}
      dialogClassName={styles.dialog}
      onClose={onClose}
      label={label}
    >
      {children}
    </ModalFrame>
  );
}
