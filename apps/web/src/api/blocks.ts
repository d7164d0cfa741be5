import { blockedProfilesReply, statusReply } from '@lien/contract';
import { request } from './client';

/** Typed calls of the privacy screen's blocked profiles: the members the member reported. */
export const blocksApi = {
  list: () => request('/api/blocked_profiles', { reply: blockedProfilesReply }),
  unblock: (userId: number) =>
    request('/api/unblock_profile', { method: 'POST', body: { userId }, reply: statusReply }),
};
