import {
  deckWideningReply,
  type reportRequest,
  SWIPE_PAGE_SIZE,
  type SwipeRequest,
  statusReply,
  swipeProfilesReply,
  swipeReply,
  userProfileReply,
} from '@lien/contract';
import type { z } from 'zod';
import { request } from './client';

/** POST /api/report_profile's body, as the contract validates it. */
export type ReportRequest = z.infer<typeof reportRequest>;

/** Typed discovery calls (SPEC §7, DESIGN's paths): the deck, a swipe, a profile, a report. */
export const discoveryApi = {
  /**
   * A page of the deck. The deck always asks from offset 0: the server leaves out everyone the
   * viewer has already swiped, so the first page is always the next one.
   */
  swipeProfiles: (offset = 0, limit = SWIPE_PAGE_SIZE) =>
    request(`/api/swipe_profiles?${new URLSearchParams({ offset: String(offset), limit: String(limit) })}`, {
      reply: swipeProfilesReply,
    }),
  /** What would widen the deck once it is empty: a larger distance, the strictest preference. */
  deckWidening: () => request('/api/deck_widening', { reply: deckWideningReply }),
  /** A pass (like false), a like, or a super like; answers whether it made a match. */
  swipe: (swipe: SwipeRequest) => request('/api/swipe', { method: 'POST', body: swipe, reply: swipeReply }),
  /** One profile the product shows the viewer (deck, likes, matches); 404 otherwise. */
  userProfile: (userId: number) =>
    request(`/api/user_profile/${encodeURIComponent(String(userId))}`, { reply: userProfileReply }),
  report: (report: ReportRequest) =>
    request('/api/report_profile', { method: 'POST', body: report, reply: statusReply }),
};
