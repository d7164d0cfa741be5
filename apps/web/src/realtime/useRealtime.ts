import type { RealtimeEvent } from '@lien/contract';
import { useEffect, useRef } from 'react';
import { realtimeConnection } from './socket';

export interface RealtimeOptions {
  /**
   * Called when events may have been lost: the socket opened again after a drop, or the server said
   * its fan-out was interrupted (`resync`). A screen that keeps live data outside the query cache
   * fetches it again; the live queries are fetched again for every screen (useLiveQueriesCatchUp).
   */
  onReconnect?: () => void;
}

/**
 * Hears the server's live events (new message, match, like, badge counts, appointment) while the
 * component is mounted, over the tab's one shared WebSocket. The handler may change at each render:
 * the latest one is called, without resubscribing.
 */
export function useRealtime(handler: (event: RealtimeEvent) => void, options: RealtimeOptions = {}): void {
  const latest = useRef({ handler, options });
  latest.current = { handler, options };

  useEffect(
    () =>
      realtimeConnection().subscribe({
        onEvent: (event) => latest.current.handler(event),
        onGap: () => latest.current.options.onReconnect?.(),
      }),
    [],
  );
}
