import { preferencesMessages } from '@lien/contract/texts';
import { useCallback, useRef, useState } from 'react';
import { currentProfile, useMyProfile } from '../my-profile/queries';
import {
  fromProfile,
  type PreferenceField,
  type PreferenceState,
  type PreferenceValue,
  preferenceChange,
  sameValue,
} from './preferenceState';
import { useSavePreferenceMutation } from './queries';

export type PreferencesLoad = 'loading' | 'failed' | 'ready';

/** The bookkeeping of one field's saves: which one is newest, which the server last accepted. */
interface FieldSaves {
  issued: number;
  confirmedTicket: number;
  inFlight: number;
}

/**
 * The encounter preferences: read from my_profile, each change shown at once and saved at once
 * (PRODUCT §4). A failed save puts back the last value the server accepted and says so under the field.
 * Saves of one field may overlap (quick taps): only the newest one's failure rolls back, and an older
 * success never overrides what a newer one confirmed.
 */
export function usePreferences() {
  const profile = useMyProfile();
  const { mutateAsync: send } = useSavePreferenceMutation();
  const [values, setValues] = useState<PreferenceState | null>(null);
  const [errors, setErrors] = useState<Partial<Record<PreferenceField, string>>>({});
  const [saved, setSaved] = useState('');
  const confirmed = useRef<PreferenceState | null>(null);
  const saves = useRef(new Map<PreferenceField, FieldSaves>());

  // The controls start from a profile known to be current (a cached one marked changed waits for its
  // reload), once: a later reload never moves a control under the member's finger.
  const current = currentProfile(profile);
  if (current && confirmed.current === null) confirmed.current = fromProfile(current);
  if (confirmed.current && values === null) setValues(confirmed.current);
  const load: PreferencesLoad = values ? 'ready' : profile.isError ? 'failed' : 'loading';

  /** Shows a value without saving it: a slider's thumb while it moves. */
  const show = useCallback(<F extends PreferenceField>(field: F, value: PreferenceValue<F>) => {
    setValues((current) => (current ? { ...current, [field]: value } : current));
  }, []);

  /** Shows a value and saves it; nothing is sent when it is what the server already holds. */
  const save = useCallback(
    async <F extends PreferenceField>(field: F, value: PreferenceValue<F>) => {
      show(field, value);
      const state = saves.current.get(field) ?? { issued: 0, confirmedTicket: 0, inFlight: 0 };
      saves.current.set(field, state);
      // A slider let go where it was, or its focus leaving after a key already saved it.
      if (state.inFlight === 0 && confirmed.current && sameValue(confirmed.current[field], value)) return;
      setErrors(({ [field]: _cleared, ...others }) => others);
      setSaved('');

      state.issued += 1;
      state.inFlight += 1;
      const ticket = state.issued;
      try {
        await send(preferenceChange(field, value));
        if (confirmed.current && ticket > state.confirmedTicket) {
          state.confirmedTicket = ticket;
          confirmed.current = { ...confirmed.current, [field]: value };
        }
        // The text changes at every save (a no-break space comes and goes) so that screen readers
        // announce each one, not only the first.
        setSaved((previous) => (previous === 'Enregistré' ? 'Enregistré\u00a0' : 'Enregistré'));
      } catch {
        if (ticket !== state.issued || !confirmed.current) return;
        show(field, confirmed.current[field]);
        setErrors((current) => ({ ...current, [field]: preferencesMessages.saveFailed }));
      } finally {
        state.inFlight -= 1;
      }
    },
    [show, send],
  );

  return { load, retry: () => void profile.refetch(), values, errors, saved, show, save };
}
