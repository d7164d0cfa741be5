import { countReply, likesReply } from '@lien/contract';
import { request } from './client';

/** Which list of likes: those others gave the member, or those the member gave. */
export type LikesKind = 'received' | 'sent';

/** Typed calls of the likes screen (SPEC §7); answering a like is a swipe (`discoveryApi.swipe`). */
export const likesApi = {
  /** Likes received, super likes first (the server's order). */
  received: () => request('/api/likes_received', { reply: likesReply }),
  sent: () => request('/api/likes_sent', { reply: likesReply }),
  list: (kind: LikesKind) => (kind === 'received' ? likesApi.received() : likesApi.sent()),
  /** Likes received since the member last opened the received tab (the badge's figure). */
  newCount: () => request('/api/new_likes_count', { reply: countReply }),
};
