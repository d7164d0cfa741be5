/**
 * Who is signed in on this tab, as announced by every write of the stored session (storage.ts), and
 * who wants to know: the session provider (a fresh query cache per member), the live connection and
 * the badges (their member's socket and counts end with the member). Imports nothing, so that the
 * public screens' light entry, which saves sessions too, carries no more than this.
 */

/** The member a stored session belongs to, with the token it was opened with. */
export interface SessionOwner {
  memberId: number;
  token: string;
}

type MemberChange = (previous: SessionOwner | null, next: SessionOwner | null) => void;

const memberListeners = new Set<MemberChange>();
const expiryListeners = new Set<() => void>();
/** The owner last announced; undefined until storage.ts announces the one it finds at load. */
let known: SessionOwner | null | undefined;

/**
 * Calls `listener` synchronously each time the member changes (log-in as someone else, logout, a
 * deletion, an expiry, another tab), before any screen renders for the next member. A new token
 * for the same member (a password change) is no change. Answers a function that removes it.
 */
export function onMemberChange(listener: MemberChange): () => void {
  memberListeners.add(listener);
  return () => memberListeners.delete(listener);
}

/** Calls `listener` when the session ended because it expired or the server refused it. */
export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

/** storage.ts, after each write: tells the listeners when the owner is another member (or none). */
export function announceOwner(current: SessionOwner | null): void {
  const previous = known;
  known = current;
  // The first announcement only learns who was signed in when the page opened.
  if (previous === undefined || previous?.memberId === current?.memberId) return;
  for (const listener of [...memberListeners]) listener(previous, current);
}

/** storage.ts, once an expired or refused session is cleared. */
export function announceExpiry(): void {
  for (const listener of [...expiryListeners]) listener();
}
