import { loadMessages } from '@lien/contract/texts';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { FormError } from './FormError';
import styles from './LoadFailed.module.css';

export interface LoadFailedProps {
  /**
   * The French reason, announced at once. Without it only 'Réessayer' shows: a failure PRODUCT §8 only
   * logs (the chat's) says nothing to the member.
   */
  message?: string;
  /** Loads again; without it (a failure a new attempt cannot mend) no 'Réessayer' is offered. */
  onRetry?: () => void;
  /** Another way out instead of, or beside, 'Réessayer' (a link to log in, say). */
  children?: ReactNode;
}

/** What every screen shows when its data could not be loaded: the reason, then 'Réessayer'. */
export function LoadFailed({ message, onRetry, children }: LoadFailedProps) {
  return (
    <div className={styles.failed}>
      {message && <FormError>{message}</FormError>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {loadMessages.retry}
        </Button>
      )}
      {children}
    </div>
  );
}
