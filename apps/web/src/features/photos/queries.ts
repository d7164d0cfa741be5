import type { MyPhoto } from '@lien/contract';
import { useQuery } from '@tanstack/react-query';
import { photosApi } from '../../api/photos';

/** The query keys of the member's photos. */
export const photosKeys = {
  all: ['photos'] as const,
  /** The member's own photos, as GET /api/my_photos lists them. */
  mine: () => [...photosKeys.all, 'mine'] as const,
};

/**
 * The member's photos on the server, read afresh each time the photo step opens and never behind the
 * member's back: the step's list (usePhotos) takes each answer once, then its uploads, removals and
 * reorders own it.
 */
export function useMyPhotos() {
  return useQuery({
    queryKey: photosKeys.mine(),
    queryFn: async (): Promise<MyPhoto[]> => (await photosApi.myPhotos()).photos,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
