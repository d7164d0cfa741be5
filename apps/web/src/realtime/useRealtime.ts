import type { RealtimeEvent } from '@lien/contract';
import { useEffect, useRef } from 'react';
import { realtimeConnection } from './socket';

export interface RealtimeOptions {
  /**
   * Called when the socket opens again after a drop: events of the gap are lost, so a screen that
   * shows live data fetches it again.
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
        onOpen: (reconnected) => {
          if (reconnected) latest.current.options.onReconnect?.();
        },
      }),
    [],
  );
}
