import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { createQueryClient } from '../api/queryClient';
import { onMemberChange, onSessionExpired } from './changes';
import { sessionEndedState } from './endedNotice';
import { storedMemberId, watchOtherTabs } from './storage';

function subscribe(onChange: () => void): () => void {
  const stopHearing = onMemberChange(onChange);
  const stopWatching = watchOtherTabs();
  return () => {
    stopHearing();
    stopWatching();
  };
}

/** "visitor" while no one is signed in: a cache of its own too, never a member's. */
const cacheKey = (memberId: number | null) => (memberId === null ? 'visitor' : `member-${memberId}`);

/**
 * The query cache belongs to one member (STYLE §11, as Bluesky's `QueryProviderInner key={currentDid}`):
 * the screens below are rendered under a fresh QueryClient for each member, and for no member, so a
 * log-in as someone else, a logout, a deletion, an expiry or a 401 starts from an empty cache and
 * nothing of the previous member can be shown, nor written into the next one's cache by a request
 * still on its way (it lands in the old client, which nothing reads any more). An ended session (an
 * expiry or a refused token) lands on /login with the French notice. Sits inside the router.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const memberId = useSyncExternalStore(subscribe, storedMemberId, storedMemberId);
  const navigate = useNavigate();
  // Replacing the screen: going back must not open a screen of the ended session. A layout effect,
  // in place before the screens' effects run: the guard ends an expired session in one of them.
  useLayoutEffect(
    () => onSessionExpired(() => navigate('/login', { replace: true, state: sessionEndedState })),
    [navigate],
  );

  return <MemberQueries key={cacheKey(memberId)}>{children}</MemberQueries>;
}

/** One member's query client, made when the member's screens mount and dropped with them. */
function MemberQueries({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
