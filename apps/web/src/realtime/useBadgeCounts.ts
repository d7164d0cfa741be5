import { useSyncExternalStore } from 'react';
import { type BadgeCounts, badgeStore } from './badges';

/**
 * `{ newLikes, unreadMessages }` for the bottom bar's likes and chat badges (PRODUCT §2.5, §4): fetched
 * once the screen's first content is shown, polled every 30 s, updated live. Show them with
 * `formatBadge` / `CountBadge` (ui/CountBadge).
 */
export function useBadgeCounts(): BadgeCounts {
  return useSyncExternalStore(badgeStore.subscribe, badgeStore.snapshot, badgeStore.snapshot);
}
