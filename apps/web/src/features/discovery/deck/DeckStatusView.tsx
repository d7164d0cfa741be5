import { discoveryMessages } from '@lien/contract/texts';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Spinner } from '../../../ui/Spinner';
import { DeckFinished } from './DeckFinished';
import type { DeckStatus } from './deckState';
import styles from './SwipeDeck.module.css';

export interface DeckStatusViewProps {
  status: DeckStatus;
  error: string | null;
  /** Loads the deck again: 'Réessayer', or a larger distance saved from the empty deck. */
  onRetry: () => void;
}

/** What the deck says when it has no card to show (PRODUCT §2.5, §4, §8). */
export function DeckStatusView({ status, error, onRetry }: DeckStatusViewProps) {
  if (status === 'error') {
    return (
      <div className={styles.state}>
        <LoadFailed
          message={discoveryMessages.deckError(error ?? discoveryMessages.deckFallbackError)}
          onRetry={onRetry}
        />
      </div>
    );
  }
  if (status === 'finished') return <DeckFinished onWidened={onRetry} />;
  // Loading, or the instant before the first load starts.
  return (
    <div className={styles.state}>
      <Spinner label={discoveryMessages.deckLoading} />
    </div>
  );
}
