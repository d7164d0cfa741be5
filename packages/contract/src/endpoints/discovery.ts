import {
  countReply,
  deckWideningReply,
  likesReply,
  swipeProfilesQuery,
  swipeProfilesReply,
  swipeReply,
  swipeRequest,
  userProfileParams,
  userProfileReply,
} from '../discovery';
import { endpoint } from '../endpoint';

/** The deck, a swipe, a profile and the likes lists (SPEC §7, DESIGN's paths). */
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
  /** A pass (like false), a like, or a super like; answers whether it made a match. */
  swipe: endpoint({ method: 'POST', path: '/api/swipe', body: swipeRequest, reply: swipeReply }),
  /** One profile the product shows the viewer (deck, likes, matches); 404 otherwise. */
  profile: endpoint({
    method: 'GET',
    path: '/api/user_profile/:id',
    params: userProfileParams,
    reply: userProfileReply,
  }),
  /** Likes received, super likes first. */
  likesReceived: endpoint({ method: 'GET', path: '/api/likes_received', reply: likesReply }),
  likesSent: endpoint({ method: 'GET', path: '/api/likes_sent', reply: likesReply }),
  /** Likes received since the member last opened the received tab (the badge's figure). */
  newLikesCount: endpoint({ method: 'GET', path: '/api/new_likes_count', reply: countReply }),
};
