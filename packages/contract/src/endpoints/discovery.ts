import {
  dailyPickReply,
  deckWideningReply,
  swipeProfilesQuery,
  swipeProfilesReply,
  swipeReply,
  swipeRequest,
} from '../discovery';
import { endpoint } from '../endpoint';

/** The deck, its widening and a swipe (PRODUCT §7, DESIGN's paths). */
export const discoveryEndpoints = {
  /**
   * A page of the deck. The web asks from offset 0: the server leaves out everyone the viewer has
   * already swiped, so the first page is always the next one.
   */
  deck: endpoint({
    method: 'GET',
    path: '/api/swipe_profiles',
    query: swipeProfilesQuery,
    reply: swipeProfilesReply,
  }),
  /** What would widen the deck once it is empty: a larger distance, the strictest preference. */
  widening: endpoint({ method: 'GET', path: '/api/deck_widening', reply: deckWideningReply }),
  /** « Le choix du jour »: today's one profile from the stable matching, shown first in the deck. */
  dailyPick: endpoint({ method: 'GET', path: '/api/daily_pick', reply: dailyPickReply }),
  /** A pass (like false), a like, or a super like; answers whether it made a match. */
  swipe: endpoint({ method: 'POST', path: '/api/swipe', body: swipeRequest, reply: swipeReply }),
};
