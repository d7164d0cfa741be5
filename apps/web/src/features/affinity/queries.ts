import { type AffinityReply, affinityEndpoints, type MyPersonalityId } from '@lien/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { useMemberProfile } from '../profile-view/queries';

/** The query keys of the affinity comparison. */
export const affinityKeys = {
  all: ['affinity'] as const,
  /** The member's own personality ID. */
  myId: () => [...affinityKeys.all, 'my-id'] as const,
  /** A comparison asked with a partner's ID, one at a time (api/useMutationInFlight.ts). */
  compare: () => [...affinityKeys.all, 'compare'] as const,
};

/**
 * The member's own personality ID (stable, issued once the questionnaire is done; null before) and
 * whether they share it.
 */
export function useMyPersonalityIdQuery() {
  return useQuery({
    queryKey: affinityKeys.myId(),
    queryFn: (): Promise<MyPersonalityId> => call(affinityEndpoints.myId),
  });
}

/** Shares the member's ID, or stops; the cached answer follows what the server stored. */
export function useAffinitySharingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shared: boolean) => call(affinityEndpoints.sharing, { body: { shared } }),
    onSuccess: ({ shared }) =>
      queryClient.setQueryData<MyPersonalityId>(affinityKeys.myId(), (current) =>
        current ? { ...current, shared } : current,
      ),
  });
}

/**
 * The comparison with the personality ID a member typed (PRODUCT §2.6). A read, but asked on demand
 * as a write is: each press asks the server again, and nothing of it is kept in the cache.
 */
export function useCompareAffinityMutation() {
  return useMutation({
    mutationKey: affinityKeys.compare(),
    mutationFn: (partnerId: string) => call(affinityEndpoints.compare, { query: { partnerId } }),
  });
}

export interface MemberAffinity {
  firstName: string;
  reply: AffinityReply;
}

/**
 * The comparison with a member the product shows the viewer (deck, likes, matches): their profile
 * carries the server's six category figures and the overall one, computed as for a personality ID,
 * so it reads the profile's cached answer.
 */
export function useAffinityWithMember(userId: number | null) {
  const profile = useMemberProfile(userId);
  const data: MemberAffinity | undefined = profile.data && {
    firstName: profile.data.firstName,
    reply: { categories: profile.data.interests, overall: profile.data.compatibility },
  };
  return { ...profile, data };
}
