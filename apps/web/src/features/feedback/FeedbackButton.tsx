import { feedbackMessages as t } from '@lien/contract';
import { useState } from 'react';
import { FeedbackIcon } from '../shell/icons';
import styles from './Feedback.module.css';
import { FeedbackDialog } from './FeedbackDialog';

/**
 * The feedback button of the common layout (SPEC §2.5), a round button floating at the end of the
 * screen's title row, and the dialog it opens.
 */
export function FeedbackButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.floating}
        title={t.open}
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
