import { afterEach, vi } from 'vitest';
import { useTestApp } from './app';
import { tokenFor, useRemotePlace } from './factories';

/**
 * What the video-call test files share: the app, members made in a town of their own, real timers
 * back after a test that froze the clock, a member's session and the booking call.
 */
export function useVideoCallTests() {
  const t = useTestApp();
  const place = useRemotePlace(t);
  afterEach(() => vi.useRealTimers());
  const as = async (userId: number) => ({ token: await tokenFor(t.config, userId) });
  const book = async (userId: number, partnerId: number, date: string, time: string) =>
    t.client.post('/api/appointments', { partnerId, date, time }, await as(userId));
  return { t, client: t.client, member: place.member, as, book };
}
