import { type ReactNode, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from './useModalFocus';

export interface ModalFrameProps {
  /** The layer dimming the page, and the dialog's own box. */
  backdropClassName: string | undefined;
  dialogClassName: string | undefined;
  onClose: () => void;
  /** Whether a click on the backdrop closes the dialog (a mouse shortcut: Escape covers the keyboard). */
  closeOnBackdrop?: boolean;
  /** The dialog's name for screen readers: the id of its title, or a label when it shows none. */
  labelledBy?: string;
  label?: string;
  /** The id of the text that says what the dialog is about, read after its name. */
  describedBy?: string;
  children: ReactNode;
}

/**
 * What the modal surfaces (Modal, FullScreenDialog, the side menu) share: a dialog drawn over the page
 * in a portal, which takes the focus and keeps it (useModalFocus), closes on Escape and, if asked, on a
 * click beside it. Render it only while open.
 */
export function ModalFrame({
  backdropClassName,
  dialogClassName,
  onClose,
  closeOnBackdrop = false,
  labelledBy,
  label,
  describedBy,
  children,
}: ModalFrameProps) {
  const dialogRef = useRef<HTMLDivElement>(null);

  useModalFocus(dialogRef, onClose);

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a mouse shortcut; Escape and the dialog's own close button cover the keyboard.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled at document level while open.
    <div
      className={backdropClassName}
      onClick={
        closeOnBackdrop
          ? (event) => {
              if (event.target === event.currentTarget) onClose();
            }
          : undefined
      }
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={label}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={dialogClassName}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
