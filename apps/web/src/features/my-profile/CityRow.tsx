import { signupMessages } from '@lien/contract/texts';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../ui/FormError';
import { CityAutocomplete } from '../cities/CityAutocomplete';
import type { CityOption } from '../cities/cityOption';
import styles from './MyProfile.module.css';
import { myProfileTexts as texts } from './myProfileTexts';
import { fieldSaveError, useUpdateProfileMutation } from './queries';
import { SaveCheck } from './SaveCheck';

export interface CityRowProps {
  saved: CityOption;
  onSaved: (city: CityOption) => void;
}

/**
 * 'Ville et code postal' (PRODUCT §2.5): the sign-up's city search; a typed text names no city until
 * one is picked from the list, and only a picked city other than the saved one can be saved.
 */
export function CityRow({ saved, onSaved }: CityRowProps) {
  const [text, setText] = useState(saved.label);
  const [picked, setPicked] = useState<CityOption | null>(saved);
  const saving = useUpdateProfileMutation();
  const failure = saving.isError ? fieldSaveError(saving.error, 'userLocationID') : null;
  /** Editing again forgets the last outcome (a save on its way still ends as it would). */
  const edited = () => {
    if (!saving.isPending) saving.reset();
  };
  const changed = picked?.id !== saved.id || text !== saved.label;
  const error = changed && !picked && text.trim() !== '' ? signupMessages.cityNotChosen : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || !picked || saving.isPending) return;
    // A failure is shown from the mutation's own error.
    saving.mutateAsync({ field: 'userLocationID', value: picked.id }).then(
      () => onSaved(picked),
      () => {},
    );
  };

  return (
    <form className={styles.row} noValidate onSubmit={submit}>
      <div className={styles.rowField}>
        <CityAutocomplete
          label={texts.cityLabel}
          name="city"
          text={text}
          error={error}
          onTextChange={(typed) => {
            edited();
            setPicked(null);
            setText(typed);
          }}
          onSelect={(option) => {
            edited();
            setPicked(option);
            setText(option?.label ?? '');
          }}
        />
        <FormError>{failure}</FormError>
      </div>
      {changed && <SaveCheck label={texts.cityLabel} disabled={!picked} saving={saving.isPending} />}
    </form>
  );
}
