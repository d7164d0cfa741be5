import { type ReactNode, useId } from 'react';
import styles from './Modal.module.css';
import { ModalFrame } from './ModalFrame';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the scrolling body, always visible ("Fermer"). */
  footer?: ReactNode;
}

/**
 * A modal dialog drawn over the page: focus moves into it, Tab stays inside, Escape and
 * the backdrop close it, and focus returns to whatever opened it. Render it only while open.
 */
export function Modal({ title, onClose, children, footer }: ModalProps) {
  const titleId = useId();
  return (
    <ModalFrame
      backdropClassName={styles.backdrop}
      dialogClassName={styles.dialog}
      onClose={onClose}
      closeOnBackdrop
      labelledBy={titleId}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      </div>
      <div className={styles.body}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </ModalFrame>
  );
}
