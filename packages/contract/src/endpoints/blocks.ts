import { blockedProfilesReply, blockProfileRequest, unblockProfileRequest } from '../blocks';
import { statusReply } from '../common';
import { endpoint } from '../endpoint';

/** Blocking a member, and the privacy screen's list of the members blocked or reported. */
export const blocksEndpoints = {
  /** A block: hidden from each other as by a report, with nothing asked of moderation. */
  block: endpoint({
    method: 'POST',
    path: '/api/block_profile',
    body: blockProfileRequest,
    reply: statusReply,
  }),
  blocked: endpoint({ method: 'GET', path: '/api/blocked_profiles', reply: blockedProfilesReply }),
  unblock: endpoint({
    method: 'POST',
    path: '/api/unblock_profile',
    body: unblockProfileRequest,
    reply: statusReply,
  }),
};
