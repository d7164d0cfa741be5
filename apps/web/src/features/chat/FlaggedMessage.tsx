import { harassmentMessages as texts } from '@lien/contract/rules';
import { useId, useState } from 'react';
import { Button } from '../../ui/Button';
import styles from './MessageLog.module.css';

export interface FlaggedMessageProps {
  content: string;
  /** Opens the report of the person who wrote it; absent once they have left. */
  onReport?: () => void;
}

/**
 * A received message the guard flags: its words hidden behind "Ce message pourrait vous heurter"
 * until the reader chooses to see them, with the report one tap away either way.
 */
export function FlaggedMessage({ content, onReport }: FlaggedMessageProps) {
  const [shown, setShown] = useState(false);
  const textId = useId();
  return (
    <div className={[styles.bubble, styles.flagged].join(' ')}>
      <p className={styles.cover}>{texts.receivedCover}</p>
      {/* Blurred and silent to screen readers until the reader asks to see it. */}
      <p id={textId} className={shown ? styles.flaggedText : styles.blurred} aria-hidden={!shown}>
        {content}
      </p>
      <div className={styles.flaggedActions}>
        <Button variant="link" aria-expanded={shown} aria-controls={textId} onClick={() => setShown(!shown)}>
          {shown ? texts.hide : texts.show}
        </Button>
        {onReport && (
          <Button variant="link" onClick={onReport}>
            {texts.report}
          </Button>
        )}
      </div>
    </div>
  );
}
