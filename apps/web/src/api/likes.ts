import { likesEndpoints } from '@lien/contract';
import { call } from './call';

/** Which list of likes: those others gave the member, or those the member gave. */
export type LikesKind = 'received' | 'sent';

/** The likes screen's calls as the contract declares them; answering a like is a swipe. */
export const likesApi = {
  /** Likes received, super likes first (the server's order). */
  received: () => call(likesEndpoints.received),
  sent: () => call(likesEndpoints.sent),
  list: (kind: LikesKind) => (kind === 'received' ? likesApi.received() : likesApi.sent()),
  newCount: () => call(likesEndpoints.newCount),
};
