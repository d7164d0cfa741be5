import { profileViewEndpoints, type SwipeProfile } from '@lien/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';

/** The query keys of another member's profile, as the viewer is allowed to see it. */
export const memberProfileKeys = {
  all: ['member-profile'] as const,
  /** One member's card, by their id. */
  one: (userId: number) => [...memberProfileKeys.all, userId] as const,
};

/**
 * Another member's profile card (GET /api/user_profile/:id): the profile view, the affinity with them
 * and the call planner's texts read the same cached answer.
 */
export function useMemberProfile(userId: number | null) {
  return useQuery({
    queryKey: memberProfileKeys.one(userId ?? 0),
    enabled: userId !== null,
    queryFn: (): Promise<SwipeProfile> => call(profileViewEndpoints.profile, { params: { id: userId ?? 0 } }),
  });
}
