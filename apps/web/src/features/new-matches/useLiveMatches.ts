import type { RealtimeEvent } from '@lien/contract';
import { useCallback, useState } from 'react';
import { useRealtime } from '../../realtime';

/** A match the member learnt of live: the other's like answered theirs (issue 14). */
export type LiveMatch = Extract<RealtimeEvent, { type: 'match' }>;

/**
 * The matches to announce, oldest first: each `match` event in which the partner liked the member
 * back. The member's own swipe already showed its match (the deck's overlay), so its event is not
 * announced again. `done` takes one off once it was shown, followed or closed.
 */
export function useLiveMatches() {
  const [pending, setPending] = useState<LiveMatch[]>([]);
  useRealtime((event) => {
    if (event.type !== 'match' || !event.partnerLikedBack) return;
    setPending((now) =>
      now.some((known) => known.conversationID === event.conversationID) ? now : [...now, event],
    );
  });
  const done = useCallback((conversationID: number) => {
    setPending((now) => now.filter((match) => match.conversationID !== conversationID));
  }, []);
  return { current: pending[0] ?? null, done };
}
