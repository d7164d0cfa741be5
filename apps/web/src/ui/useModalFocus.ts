import { type RefObject, useLayoutEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * What every modal surface of the app does while it is mounted: the dialog takes focus (so its title
 * is read first), Tab stays inside, Escape closes it, the page behind is inert for screen readers'
 * virtual cursor too and does not scroll, and focus returns to whatever opened it.
 */
export function useModalFocus(dialogRef: RefObject<HTMLElement | null>, onClose: () => void): void {
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // A layout effect: it runs before the dialog is painted, while the focus is still on what opened
  // it. A passive one runs a frame later under Preact, when a quick hand may already have moved the
  // focus into the dialog (it would then be taken for the opener, and the dialog focused over it).
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    // Without preventScroll, Chromium centres a dialog taller than the screen on its focus: the match
    // overlay opened scrolled past its photo on a 360×640 phone. It opens at its top instead.
    dialog?.focus({ preventScroll: true });
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
  }, [dialogRef]);
}

/** Keeps Tab and Shift+Tab cycling inside the dialog. */
function trapTab(event: KeyboardEvent, dialog: HTMLElement): void {
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
