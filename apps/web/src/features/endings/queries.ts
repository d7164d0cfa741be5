import { type Conversation, endingsEndpoints, type WaitingReply } from '@lien/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { SENT_AT_ONCE } from '../../api/queryClient';
import { refreshBadgeCounts } from '../../realtime';
import { chatKeys } from '../chat/queries';
import { meetingKeys } from '../meetings/queries';
import { pendingMatchKeys } from '../pending-matches/queries';
import { waitingKeys } from '../waiting/queries';

/**
 * « Mettre fin à la conversation » (issue #27). Once stored, the conversation leaves the member's
 * lists at once (the chat's, the waiting screen's), the lists that hold the other person are asked
 * again (pending matches, « Vous vous êtes vus ? »), and so are the badges.
 */
export function useEndConversationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...SENT_AT_ONCE,
    mutationFn: (conversationID: number) => call(endingsEndpoints.end, { body: { conversationID } }),
    onSuccess: (_reply, conversationID) => {
      queryClient.setQueryData<Conversation[]>(chatKeys.conversations(), (conversations) =>
        conversations?.filter((conversation) => conversation.conversationID !== conversationID),
      );
      queryClient.setQueryData<WaitingReply>(waitingKeys.list, (waiting) =>
        waiting
          ? {
              ...waiting,
              people: waiting.people.filter((person) => person.conversationID !== conversationID),
            }
          : waiting,
      );
      void queryClient.invalidateQueries({ queryKey: pendingMatchKeys.all });
      void queryClient.invalidateQueries({ queryKey: meetingKeys.questions });
      refreshBadgeCounts();
    },
  });
}
