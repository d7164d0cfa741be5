import {
  accountEndpoints,
  type MyProfile,
  myProfileEndpoints,
  type UpdateProfileRequest,
} from '@lien/contract';
import { profileMessages } from '@lien/contract/texts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../api/call';
import { errorText } from '../../api/client';
import { SENT_AT_ONCE } from '../../api/queryClient';
import { saveExportFile } from '../account/exportFile';

/** The query keys of the member's own profile. */
export const myProfileKeys = {
  all: ['my-profile'] as const,
};

/**
 * The member's own profile (GET /api/my_profile): Mon Profil, the preferences and the interests in
 * edit mode read the same answer.
 */
export function useMyProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: myProfileKeys.all, queryFn: () => call(myProfileEndpoints.mine), enabled });
}

/**
 * The profile when it is known to be current: fresh in the cache, or reloaded since the screen opened
 * (a cached one marked changed waits for its reload). Screens that start an edit from it use this.
 */
export function currentProfile(query: ReturnType<typeof useMyProfile>): MyProfile | undefined {
  return query.data && (query.isFetchedAfterMount || !query.isStale) ? query.data : undefined;
}

/** What the server stored replaces the cached value (PRODUCT §4: the local profile is updated). */
export function usePatchMyProfile(): (changes: Partial<MyProfile>) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (changes) =>
      queryClient.setQueryData<MyProfile>(myProfileKeys.all, (current) =>
        current ? { ...current, ...changes } : current,
      ),
    [queryClient],
  );
}

/** Marks the cached profile out of date after a save it cannot patch itself, without loading it now. */
export function useMyProfileChanged(): () => void {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: myProfileKeys.all, refetchType: 'none' }),
    [queryClient],
  );
}

/**
 * Saves one field of the member's own profile (POST /api/update_profile); the contract's union ties
 * each field to the type of its value. The caller patches the cache with what the server stored
 * (usePatchMyProfile), or marks it changed (useMyProfileChanged).
 */
export function useUpdateProfileMutation() {
  return useMutation({
    ...SENT_AT_ONCE,
    mutationFn: (change: UpdateProfileRequest) => call(myProfileEndpoints.update, { body: change }),
  });
}

/**
 * The text of a refused field save: the server's French reason when it refused the value
 * (« L'emploi ne doit pas dépasser 120 caractères. »), else 'Failed to update {field}.' (PRODUCT §8).
 */
export function fieldSaveError(error: unknown, field: string): string {
  return errorText(error, profileMessages.updateFailed(field));
}

/**
 * Mon Profil's data export (POST /api/export_my_data, RGPD art. 15, 20), with the two-step code when
 * two-step verification is on (issue #24). Nothing cached: the file goes straight to the browser (a
 * browser refusing it fails the export, as the call's failure does).
 */
export function useExportMyDataMutation() {
  return useMutation({
    ...SENT_AT_ONCE,
    mutationFn: (twoStepCode: string | undefined) =>
      call(accountEndpoints.exportMyData, { body: twoStepCode ? { twoStepCode } : {} }),
    onSuccess: saveExportFile,
  });
}
