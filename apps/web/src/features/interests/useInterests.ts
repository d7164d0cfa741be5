import { type InterestsCatalogue, interestsMessages } from '@lien/contract';
import { useCallback, useEffect, useState } from 'react';
import { errorText } from '../../api/client';
import { interestsApi } from '../../api/interests';
import { profileApi } from '../../api/profile';
import { readSelectedInterests, readSession, saveSelectedInterests } from '../../session/storage';

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

async function loadStep(mode: InterestsMode) {
  if (mode === 'edit') {
    const [catalogue, profile] = await Promise.all([interestsApi.catalogue(), profileApi.mine()]);
    return { catalogue, selection: knownOnly(profile.selectedInterests, catalogue) };
  }
  const catalogue = await interestsApi.catalogue();
  return { catalogue, selection: knownOnly(readSelectedInterests(), catalogue) };
}

/**
 * The interests step's data: the catalogue, the selection (from my_profile when editing, from this
 * device during sign-up) kept in local storage at every tap, and the save with its SPEC §5/§8 rules.
 */
export function useInterests(mode: InterestsMode) {
  const [load, setLoad] = useState<InterestsLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [selection, setSelection] = useState<string[]>([]);
  const [saveError, setSaveError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt ("Réessayer") loads again.
  useEffect(() => {
    if (!readSession()?.token) {
      setLoad({ status: 'failed', message: interestsMessages.unauthenticated, canRetry: false });
      return;
    }
    let cancelled = false;
    setLoad({ status: 'loading' });
    loadStep(mode).then(
      ({ catalogue, selection: initial }) => {
        if (cancelled) return;
        setSelection(initial);
        saveSelectedInterests(initial);
        setLoad({ status: 'ready', catalogue });
      },
      () => {
        if (!cancelled) setLoad({ status: 'failed', message: interestsMessages.loadFailed, canRetry: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [mode, attempt]);

  const toggle = useCallback((name: string) => {
    setSaveError(null);
    setSelection((current) => {
      const next = current.includes(name) ? current.filter((item) => item !== name) : [...current, name];
      saveSelectedInterests(next);
      return next;
    });
  }, []);

  /** Sends the selection; true when the server kept it. */
  const save = useCallback(async (): Promise<boolean> => {
    setSaveError(null);
    if (selection.length === 0) {
      setSaveError(interestsMessages.required);
      return false;
    }
    if (!readSession()?.token) {
      setSaveError(interestsMessages.unauthenticated);
      return false;
    }
    try {
      const reply = await interestsApi.update(selection);
      saveSelectedInterests(reply.selectedInterests);
      return true;
    } catch (error) {
      setSaveError(errorText(error, interestsMessages.saveFailed));
      return false;
    }
  }, [selection]);

  return { load, retry: () => setAttempt((count) => count + 1), selection, toggle, save, saveError };
}
