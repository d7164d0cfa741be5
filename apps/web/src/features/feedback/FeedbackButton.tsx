import { feedbackMessages as t } from '@lien/contract';
import { useState } from 'react';
import { FeedbackIcon } from '../shell/icons';
import styles from './Feedback.module.css';
import { FeedbackDialog } from './FeedbackDialog';

/**
 * The floating feedback button of the common layout (SPEC §2.5) and the dialog it opens. `raised`
 * lifts it above a screen's own bottom actions (the swipe deck's).
 */
export function FeedbackButton({ raised = false }: { raised?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={[styles.floating, raised ? styles.raised : ''].join(' ')}
        aria-haspopup="dialog"
        aria-label={t.open}
        onClick={() => setOpen(true)}
      >
        <FeedbackIcon />
      </button>
      {open && <FeedbackDialog onClose={() => setOpen(false)} />}
    </>
  );
}
