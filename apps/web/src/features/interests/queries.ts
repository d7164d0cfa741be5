import type { InterestsCatalogue } from '@lien/contract';
import { useQuery } from '@tanstack/react-query';
import { interestsApi } from '../../api/interests';

/** The query keys of the interests. */
export const interestKeys = {
  all: ['interests'] as const,
  /** The static catalogue: French category → subcategories. */
  catalogue: () => [...interestKeys.all, 'catalogue'] as const,
};

/** The interests catalogue, a static file: loaded once per visit. */
export function useInterestsCatalogue(enabled: boolean) {
  return useQuery({
    queryKey: interestKeys.catalogue(),
    queryFn: (): Promise<InterestsCatalogue> => interestsApi.catalogue(),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
