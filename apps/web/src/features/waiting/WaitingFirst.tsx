import { discoveryMessages } from '@lien/contract/texts';
import { type ReactNode, useEffect, useState } from 'react';
import { Spinner } from '../../ui/Spinner';
import { useWaitingQuery } from './queries';
import { WaitingScreen } from './WaitingScreen';
import styles from './WaitingScreen.module.css';

type Shown = 'waiting' | 'deck';

/**
 * What opening the deck shows first (issue #27): « Quelques personnes attendent votre réponse » when
 * the server says so, else the deck (`children`). Decided once per opening, so that neither replaces
 * the other under the member's eyes: a « no » already known (even from the cache) opens the deck at
 * once, a « yes » waits for the server's fresh answer, and a failure opens the deck — the screen is a
 * nudge, never a wall.
 */
export function WaitingFirst({ children }: { children: ReactNode }) {
  const waiting = useWaitingQuery();
  const [decided, setDecided] = useState<Shown | null>(null);

  let shown = decided;
  if (shown === null) {
    if (waiting.data && !waiting.data.show) shown = 'deck';
    else if (waiting.data?.show && waiting.isFetchedAfterMount && !waiting.isFetching) shown = 'waiting';
    else if (waiting.isError && !waiting.isFetching) shown = 'deck';
  }
  useEffect(() => {
    if (decided === null && shown !== null) setDecided(shown);
  }, [decided, shown]);

  if (shown === 'deck') return children;
  if (shown === 'waiting' && waiting.data)
    return <WaitingScreen people={waiting.data.people} onDeck={() => setDecided('deck')} />;
  return (
    <main className={styles.screen}>
      <Spinner label={discoveryMessages.deckLoading} />
    </main>
  );
}
