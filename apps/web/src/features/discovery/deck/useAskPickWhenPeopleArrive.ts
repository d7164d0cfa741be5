import { useEffect, useRef } from 'react';

/**
 * A member with no pick yet, because nobody was there to pick when it was asked (a newcomer whose
 * neighbourhood is still being made), asks again when people come into the deck: the server picks
 * on the first ask that finds someone.
 */
export function useAskPickWhenPeopleArrive(hasCards: boolean, noPick: boolean, ask: () => unknown) {
  const askRef = useRef(ask);
  askRef.current = ask;
  const noPickRef = useRef(noPick);
  noPickRef.current = noPick;
  useEffect(() => {
    if (hasCards && noPickRef.current) void askRef.current();
  }, [hasCards]);
}
