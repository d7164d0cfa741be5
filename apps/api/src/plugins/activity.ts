import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How often a member's last activity is written at most: the deck's tie-break needs no finer grain. */
export const ACTIVITY_GRANULARITY_MS = 5 * 60 * 1000;
/** Past this many remembered members, the oldest entries are forgotten (they are written again, once). */
const REMEMBERED_MAX = 50_000;

/**
 * Keeps users.last_active_at roughly current (the deck ranks the more recently active first among
 * equally compatible people) for one write per member per five minutes at most. The discovery calls
 * are what an active member does: the deck, swipes, likes and the badge polled every 30 s while the
 * app is open. Each instance remembers when it last wrote for whom, so most calls cost no query; with
 * several instances a member is written at most once per instance per period, still cheap. The UPDATE
 * itself also skips rows written within the period by another instance.
 */
export function activityToucher(db: Kysely<Database>) {
  const lastWrite = new Map<number, number>();
  return async (request: FastifyRequest): Promise<void> => {
    const userId = request.userId;
    if (userId === null) return;
    const now = Date.now();
    if (now - (lastWrite.get(userId) ?? 0) < ACTIVITY_GRANULARITY_MS) return;
    if (lastWrite.size >= REMEMBERED_MAX) {
      for (const [id, at] of lastWrite) if (now - at >= ACTIVITY_GRANULARITY_MS) lastWrite.delete(id);
      if (lastWrite.size >= REMEMBERED_MAX) lastWrite.clear();
    }
    lastWrite.set(userId, now);
    await db
      .updateTable('users')
      .set({ last_active_at: new Date(now) })
      .where('id', '=', userId)
      .where('last_active_at', '<', new Date(now - ACTIVITY_GRANULARITY_MS))
      .execute();
  };
}

/** Route options of the calls an active member makes (the deck, swipes, likes, profiles, reports, blocks). */
export interface ActiveMemberRouteOptions {
  preHandler: preHandlerAsyncHookHandler;
}

/** One toucher for every such route: each notes the member's activity after authentication. */
export function activeMemberRouteOptions(db: Kysely<Database>): ActiveMemberRouteOptions {
  const touch = activityToucher(db);
  return { preHandler: async (request) => touch(request) };
}
