import type { APIRequestContext } from '@playwright/test';
import type { Member } from './members';

/** A member's API session: what the screens send as Bearer and X-CSRF-Token. */
export interface ApiSession {
  id: number;
  headers: Record<string, string>;
}

/** Logs a member in through the API (not the screen), for set-up calls. */
export async function apiSession(api: APIRequestContext, member: Member): Promise<ApiSession> {
  const csrf = ((await (await api.get('/api/get_csrf_token')).json()) as { csrf_token: string }).csrf_token;
  const login = await api.post('/api/login', {
    headers: { 'x-csrf-token': csrf },
    data: { email: member.email, password: member.password },
  });
  if (!login.ok()) throw new Error(`login ${member.email}: ${login.status()} ${await login.text()}`);
  const session = (await login.json()) as { token: string; user: { id: number } };
  return { id: session.user.id, headers: { 'x-csrf-token': csrf, authorization: `Bearer ${session.token}` } };
}

/**
 * Makes two onboarded members match through POST /api/swipe, a like each way (the first must be able
 * to see the second in their deck: same city, genders that seek each other). Answers both sessions.
 */
export async function makeMatch(
  api: APIRequestContext,
  first: Member,
  second: Member,
): Promise<[ApiSession, ApiSession]> {
  const [a, b] = [await apiSession(api, first), await apiSession(api, second)];
  for (const [from, to, expected] of [
    [a, b, false],
    [b, a, true],
  ] as const) {
    const response = await api.post('/api/swipe', {
      headers: from.headers,
      data: { swipedUserId: to.id, like: true },
    });
    if (!response.ok()) throw new Error(`swipe: ${response.status()} ${await response.text()}`);
    const { match } = (await response.json()) as { match: boolean };
    if (match !== expected)
      throw new Error(`swipe ${from.id} → ${to.id}: match ${match}, expected ${expected}`);
  }
  return [a, b];
}
