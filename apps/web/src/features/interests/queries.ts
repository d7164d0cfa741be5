import { type InterestsCatalogue, interestsEndpoints } from '@lien/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { saveSelectedInterests } from '../../session/storage';
import { usePatchMyProfile } from '../my-profile/queries';

/** The query keys of the interests. */
export const interestKeys = {
  all: ['interests'] as const,
  /** The static catalogue: French category → subcategories. */
  catalogue: () => [...interestKeys.all, 'catalogue'] as const,
  /** The save of the selection, sent once at a time (api/useMutationInFlight.ts). */
  update: () => [...interestKeys.all, 'update'] as const,
};

/** The interests catalogue, a static file: loaded once per visit. */
export function useInterestsCatalogueQuery(enabled: boolean) {
  return useQuery({
    queryKey: interestKeys.catalogue(),
    queryFn: (): Promise<InterestsCatalogue> => call(interestsEndpoints.catalogue),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Saves the member's selection (PRODUCT §4); the server's copy is what this device and the cached
 * profile keep afterwards.
 */
export function useUpdateInterestsMutation() {
  const patchProfile = usePatchMyProfile();
  return useMutation({
    mutationKey: interestKeys.update(),
    mutationFn: (selectedInterests: string[]) =>
      call(interestsEndpoints.update, { body: { selectedInterests } }),
    onSuccess: (reply) => {
      saveSelectedInterests(reply.selectedInterests);
      patchProfile({ selectedInterests: reply.selectedInterests });
    },
  });
}
