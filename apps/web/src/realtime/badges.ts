import { chatEndpoints, likesEndpoints, type RealtimeEvent } from '@lien/contract';
import { BADGE_POLL_MS } from '@lien/contract/rules';
import { call } from '../api/call';
import { NetworkError } from '../api/client';
import { onMemberChange } from '../session/changes';
import { hasValidSession } from '../session/storage';
import { reportError } from '../telemetry';
import { afterFirstContent } from '../ui/firstContent';
import { realtimeConnection } from './socket';

/** The two figures of the bottom bar's badges (PRODUCT §2.5). */
export interface BadgeCounts {
  newLikes: number;
  unreadMessages: number;
}

const ZERO: BadgeCounts = { newLikes: 0, unreadMessages: 0 };

/** Events after which the counts have changed on the server without saying how much. */
const REFRESHING_EVENTS = new Set<RealtimeEvent['type']>(['message', 'like', 'match']);

function logFailure(error: unknown): void {
  // Offline every 30 s is not a bug worth a report; anything else is.
  console.warn('[badges] counts not refreshed', error);
  if (!(error instanceof NetworkError)) reportError(error, { feature: 'badges' });
}

/**
 * The badge counts, shared by every component that shows them: fetched when the first one mounts
 * (once the screen's first content is shown, ui/firstContent.ts), polled every 30 s as PRODUCT §4
 * asks (the fallback when the live connection is down), set at once by a `counts` event and fetched
 * again after a message, a like or a match.
 */
class BadgeStore {
  private counts: BadgeCounts = ZERO;
  private readonly listeners = new Set<() => void>();
  private stopWatching: (() => void) | null = null;
  /** Bumped by every `counts` event and member change: a fetch started before must not overwrite it. */
  private version = 0;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.stopWatching === null) this.start();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  };

  snapshot = (): BadgeCounts => this.counts;

  /** Fetches both counts now (a thread was read, the page came back into view). */
  refresh = async (): Promise<void> => {
    const started = this.version;
    const [likes, unread] = await Promise.allSettled([
      call(likesEndpoints.newCount),
      call(chatEndpoints.unreadCount),
    ]);
    if (this.version !== started) return;
    const next = { ...this.counts };
    if (likes.status === 'fulfilled') next.newLikes = likes.value.count;
    else logFailure(likes.reason);
    if (unread.status === 'fulfilled') next.unreadMessages = unread.value.count;
    else logFailure(unread.reason);
    this.set(next);
  };

  private start(): void {
    // After the screen's first content (ui/firstContent.ts): the figures can come a moment later.
    const cancelFirst = afterFirstContent(() => void this.refresh());
    const poll = setInterval(() => {
      // A hidden tab waits: it fetches once it is looked at again.
      if (document.visibilityState !== 'hidden') void this.refresh();
    }, BADGE_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void this.refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    const unsubscribe = realtimeConnection().subscribe({
      onEvent: (event) => this.hear(event),
      onGap: () => void this.refresh(),
    });
    this.stopWatching = () => {
      cancelFirst();
      clearInterval(poll);
      document.removeEventListener('visibilitychange', onVisible);
      unsubscribe();
    };
  }

  /** Whether some component shows the badges (nothing to refresh otherwise). */
  get active(): boolean {
    return this.listeners.size > 0;
  }

  private stop(): void {
    this.stopWatching?.();
    this.stopWatching = null;
  }

  private hear(event: RealtimeEvent): void {
    if (event.type === 'counts') {
      this.version += 1;
      this.set({ newLikes: event.newLikes, unreadMessages: event.unreadMessages });
    } else if (REFRESHING_EVENTS.has(event.type)) {
      void this.refresh();
    }
  }

  private set(next: BadgeCounts): void {
    if (next.newLikes === this.counts.newLikes && next.unreadMessages === this.counts.unreadMessages) return;
    this.counts = next;
    for (const listener of this.listeners) listener();
  }

  /**
   * The counts are the member's: another member (or none) starts from zero, a fetch of the previous
   * member's still on its way is ignored, and badges still shown fetch the next member's counts.
   */
  memberChanged(): void {
    this.version += 1;
    const running = this.stopWatching !== null;
    this.stop();
    this.set(ZERO);
    if (running && this.listeners.size > 0 && hasValidSession()) this.start();
  }

  /** Back to zero with nothing running (tests). */
  reset(): void {
    this.stop();
    this.listeners.clear();
    this.counts = ZERO;
    this.version += 1;
  }
}

export const badgeStore = new BadgeStore();
onMemberChange(() => badgeStore.memberChanged());

/** Fetches the badge counts again now, e.g. once a thread has been marked read; idle when none shows. */
export function refreshBadgeCounts(): void {
  if (badgeStore.active) void badgeStore.refresh();
}
