import type { InterestsCatalogue } from '@lien/contract';
import { interestsMessages } from '@lien/contract/texts';
import { useCallback, useState } from 'react';
import { errorText } from '../../api/client';
import { readSelectedInterests, readSession, saveSelectedInterests } from '../../session/storage';
import { currentProfile, useMyProfile } from '../my-profile/queries';
import { useInterestsCatalogueQuery, useUpdateInterestsMutation } from './queries';

/** Signup: the third onboarding step. Edit: the same screen opened from Mon Profil. */
export type InterestsMode = 'signup' | 'edit';

export type InterestsLoad =
  | { status: 'loading' }
  | { status: 'failed'; message: string; canRetry: boolean }
  | { status: 'ready'; catalogue: InterestsCatalogue };

/** Names the catalogue no longer offers are dropped: the server would refuse them. */
function knownOnly(names: readonly string[], catalogue: InterestsCatalogue): string[] {
  const known = new Set(Object.values(catalogue).flat());
  return [...new Set(names)].filter((name) => known.has(name));
}

/**
 * The interests step's data: the catalogue, the selection (from my_profile when editing, from this
 * device during sign-up) kept in local storage at every tap, and the save with its PRODUCT §5/§8 rules.
 */
export function useInterests(mode: InterestsMode) {
  const signedIn = Boolean(readSession()?.token);
  const catalogue = useInterestsCatalogueQuery(signedIn);
  const profile = useMyProfile({ enabled: signedIn && mode === 'edit' });
  const saving = useUpdateInterestsMutation();
  const [selection, setSelection] = useState<string[] | null>(null);
  /** A refusal before sending: nothing chosen, or no session. */
  const [refusal, setRefusal] = useState<string | null>(null);

  // The selection starts once from what is known to be current (the profile when editing, this
  // device during sign-up); taps then own it.
  const source = mode === 'edit' ? currentProfile(profile)?.selectedInterests : readSelectedInterests();
  if (selection === null && catalogue.data && source) {
    const initial = knownOnly(source, catalogue.data);
    saveSelectedInterests(initial);
    setSelection(initial);
  }

  let load: InterestsLoad = { status: 'loading' };
  if (!signedIn) load = { status: 'failed', message: interestsMessages.unauthenticated, canRetry: false };
  else if (catalogue.data && selection !== null) load = { status: 'ready', catalogue: catalogue.data };
  else if (catalogue.isError || profile.isError) {
    load = { status: 'failed', message: interestsMessages.loadFailed, canRetry: true };
  }
  const retry = () => {
    if (catalogue.isError) void catalogue.refetch();
    if (profile.isError) void profile.refetch();
  };

  const { reset, mutateAsync } = saving;
  const toggle = useCallback(
    (name: string) => {
      setRefusal(null);
      reset();
      setSelection((current) => {
        const chosen = current ?? [];
        const next = chosen.includes(name) ? chosen.filter((item) => item !== name) : [...chosen, name];
        saveSelectedInterests(next);
        return next;
      });
    },
    [reset],
  );

  /** Sends the selection; true when the server kept it. */
  const save = useCallback(async (): Promise<boolean> => {
    setRefusal(null);
    reset();
    if (!selection || selection.length === 0) {
      setRefusal(interestsMessages.required);
      return false;
    }
    if (!readSession()?.token) {
      setRefusal(interestsMessages.unauthenticated);
      return false;
    }
    return mutateAsync(selection).then(
      () => true,
      () => false,
    );
  }, [selection, reset, mutateAsync]);

  const saveError = saving.isError ? errorText(saving.error, interestsMessages.saveFailed) : refusal;
  return { load, retry, selection: selection ?? [], toggle, save, saving: saving.isPending, saveError };
}
