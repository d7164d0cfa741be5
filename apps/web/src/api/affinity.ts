import { affinityReply, myPersonalityIdReply } from '@lien/contract';
import { request } from './client';

/** Typed calls of the affinity comparison (SPEC §2.6, DESIGN's `/api/affinity`). */
export const affinityApi = {
  /** The member's own personality ID; null until the questionnaire is done. */
  myId: () => request('/api/affinity/me', { reply: myPersonalityIdReply }),
  /** The server's real per-category figures between the member and the holder of `partnerId`. */
  compare: (partnerId: string) =>
    request(`/api/affinity?${new URLSearchParams({ partnerId: partnerId.trim() })}`, {
      reply: affinityReply,
    }),
};
