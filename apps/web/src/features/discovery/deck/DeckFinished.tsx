import { discoveryMessages, deckWideningMessages as m } from '@lien/contract/texts';
import { Button, LinkButton } from '../../../ui/Button';
import { FormError } from '../../../ui/FormError';
import { Spinner } from '../../../ui/Spinner';
import { useDeckWidening, useWidenDistanceMutation } from './queries';
import styles from './SwipeDeck.module.css';

export interface DeckFinishedProps {
  /** Loads the deck again, once a larger distance is saved. */
  onWidened: () => void;
}

/**
 * The empty deck. Before the product brief's empty text, what would widen it: a larger distance in one tap
 * (saved as the preference, then the deck reloads) and the preference that leaves out the most people,
 * with the way to the preferences. The product brief's text alone when nothing would (or the offers cannot be
 * had): the preferences stay one tap away either way.
 */
export function DeckFinished({ onWidened }: DeckFinishedProps) {
  const widening = useDeckWidening();
  const widen = useWidenDistanceMutation(onWidened);
  const preferences = (
    <LinkButton to="/encounterPreferences" variant="secondary">
      {m.editPreferences}
    </LinkButton>
  );

  if (widening.isPending) {
    return (
      <div className={styles.state}>
        <Spinner label={discoveryMessages.deckLoading} />
      </div>
    );
  }
  const { distance, strictest } = widening.data ?? { distance: null, strictest: null };
  if (!distance && !strictest) {
    return (
      <div className={styles.state}>
        <p role="status" className={styles.finished}>
          {discoveryMessages.deckEmpty}
        </p>
        {preferences}
      </div>
    );
  }
  return (
    <div className={styles.state}>
      <p role="status" className={styles.finished}>
        {m.seenAllWithin}
      </p>
      {distance && (
        <Button disabled={widen.isPending} onClick={() => widen.mutate(distance.suggested)}>
          {distance.label}
        </Button>
      )}
      {widen.isError && <FormError>{discoveryMessages.preferencesUpdateFailed}</FormError>}
      {strictest && <p className={styles.strictest}>{strictest.label}</p>}
      {preferences}
    </div>
  );
}
