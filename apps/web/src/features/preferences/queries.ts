import { myProfileEndpoints, type PreferenceUpdateRequest } from '@lien/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/call';
import { useMyProfileChanged } from '../my-profile/queries';

/**
 * Saves one encounter preference (PRODUCT §4). The preferences are read from my_profile (its query
 * in my-profile/queries.ts): each accepted save marks it out of date, so the deck and Mon Profil
 * read it again when they next open.
 */
export function useSavePreferenceMutation() {
  const profileChanged = useMyProfileChanged();
  return useMutation({
    mutationFn: (change: PreferenceUpdateRequest) => call(myProfileEndpoints.update, { body: change }),
    onSuccess: profileChanged,
  });
}
