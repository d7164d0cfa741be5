import type { BlockedProfile } from '@lien/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { blocksApi } from '../../api/blocks';

/** The query keys of the blocked profiles. */
export const blockKeys = {
  all: ['blocked-profiles'] as const,
};

/** The members this member reported or blocked, newest first. */
export function useBlockedProfiles() {
  return useQuery({
    queryKey: blockKeys.all,
    queryFn: async (): Promise<BlockedProfile[]> => (await blocksApi.list()).profiles,
    // Blocks are made from other screens: the list is read afresh at each opening.
    staleTime: 0,
  });
}

/** Takes an unblocked member out of the cached list. */
export function useForgetBlocked(): (userId: number) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (userId) =>
      queryClient.setQueryData<BlockedProfile[]>(blockKeys.all, (profiles) =>
        profiles?.filter((profile) => profile.id !== userId),
      ),
    [queryClient],
  );
}
