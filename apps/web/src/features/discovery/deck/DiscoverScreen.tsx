import { WaitingFirst } from '../../waiting/WaitingFirst';
import { SwipeScreen } from './SwipeScreen';

/**
 * /profile, « Découvrir »: the swipe deck, after « Quelques personnes attendent votre réponse » when
 * enough conversations wait on the member (issue #27).
 */
export function DiscoverScreen() {
  return (
    <WaitingFirst>
      <SwipeScreen />
    </WaitingFirst>
  );
}
