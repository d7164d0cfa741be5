/**
 * Live updates for screens: `useRealtime(handler)` hears the server's events over the tab's one
 * WebSocket; `useBadgeCounts()` gives the bottom bar's two counts. Both are the signed-in member's:
 * they end by themselves when the member changes (session/changes.ts).
 */
export type { BadgeCounts } from './badges';
export { refreshBadgeCounts } from './badges';
export { useBadgeCounts } from './useBadgeCounts';
export { type RealtimeOptions, useRealtime } from './useRealtime';
