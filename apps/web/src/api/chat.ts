import { chatEndpoints } from '@lien/contract';
import { call } from './call';

/**
 * Left for new-matches' queries until they call the contract themselves (the chat's own calls are in
 * features/chat/queries.ts); it goes then.
 */
export const chatApi = {
  newMatchesCount: () => call(chatEndpoints.newMatchesCount),
  markMatchSeen: (userId: number) => call(chatEndpoints.markMatchSeen, { body: { userId } }),
};
