import type { MyProfile } from '@lien/contract';
import { useCallback, useEffect, useState } from 'react';
import { profileApi } from '../../api/profile';

export type MyProfileLoad =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready' };

/** The member's own profile, loaded once (and again on "Réessayer"), patched as fields are saved. */
export function useMyProfile() {
  const [load, setLoad] = useState<MyProfileLoad>({ status: 'loading' });
  const [profile, setProfile] = useState<MyProfile | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads again.
  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    profileApi.mine().then(
      (mine) => {
        if (!live) return;
        setProfile(mine);
        setLoad({ status: 'ready' });
      },
      (error: unknown) => live && setLoad({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  /** What the server stored replaces the loaded value (SPEC §4: the local profile is updated). */
  const patch = useCallback((changes: Partial<MyProfile>) => {
    setProfile((current) => (current ? { ...current, ...changes } : current));
  }, []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { load, profile, patch, retry };
}
