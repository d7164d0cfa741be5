import { type WaitingReply, waitingEndpoints } from '@lien/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { LIVE_QUERY, SENT_AT_ONCE } from '../../api/queryClient';
import { useRealtime } from '../../realtime';

/** The query keys of « Quelques personnes attendent votre réponse ». */
export const waitingKeys = {
  list: ['waiting', 'list'] as const,
};

/**
 * The people waiting on the member's answer, and whether the deck shows them first. Asked again at
 * each opening of the deck (answers are written elsewhere, in the chat), and when a message or an
 * ending is heard live.
 */
export function useWaitingQuery() {
  const queryClient = useQueryClient();
  useRealtime((event) => {
    if (event.type === 'message' || event.type === 'ended')
      void queryClient.invalidateQueries({ queryKey: waitingKeys.list });
  });
  return useQuery({
    queryKey: waitingKeys.list,
    queryFn: (): Promise<WaitingReply> => call(waitingEndpoints.list),
    staleTime: 0,
    meta: LIVE_QUERY,
  });
}

/** « Passer pour aujourd’hui »: stored on the account, so that no other device shows it today either. */
export function usePassWaitingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...SENT_AT_ONCE,
    mutationFn: () => call(waitingEndpoints.pass),
    onSuccess: () =>
      queryClient.setQueryData<WaitingReply>(waitingKeys.list, (waiting) =>
        waiting ? { ...waiting, show: false } : waiting,
      ),
  });
}
