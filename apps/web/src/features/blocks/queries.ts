import { type BlockedProfile, blocksEndpoints } from '@lien/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { SENT_AT_ONCE } from '../../api/queryClient';

/** The query keys of the blocked profiles. */
export const blockKeys = {
  all: ['blocked-profiles'] as const,
};

/** The members this member reported or blocked, newest first. */
export function useBlockedProfiles() {
  return useQuery({
    queryKey: blockKeys.all,
    queryFn: async (): Promise<BlockedProfile[]> => (await call(blocksEndpoints.blocked)).profiles,
    // Blocks are made from other screens: the list is read afresh at each opening.
    staleTime: 0,
  });
}

/** Blocks a member (POST /api/block_profile), apart from reporting them; the blocked list is read afresh. */
export function useBlockMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...SENT_AT_ONCE,
    mutationFn: (userId: number) => call(blocksEndpoints.block, { body: { userId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: blockKeys.all }),
  });
}

/** Lifts a block or a report (POST /api/unblock_profile); the member leaves the cached list. */
export function useUnblockMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...SENT_AT_ONCE,
    mutationFn: (userId: number) => call(blocksEndpoints.unblock, { body: { userId } }),
    onSuccess: (_reply, userId) =>
      queryClient.setQueryData<BlockedProfile[]>(blockKeys.all, (profiles) =>
        profiles?.filter((profile) => profile.id !== userId),
      ),
  });
}
