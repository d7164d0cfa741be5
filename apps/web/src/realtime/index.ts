/**
 * Live updates for screens: `useRealtime(handler)` hears the server's events over the tab's one
 * WebSocket; `useBadgeCounts()` gives the bottom bar's two counts; `disconnectRealtime()` is for logout.
 */
export type { BadgeCounts } from './badges';
export { refreshBadgeCounts } from './badges';
export { disconnectRealtime } from './socket';
export { useBadgeCounts } from './useBadgeCounts';
export { type RealtimeOptions, useRealtime } from './useRealtime';
