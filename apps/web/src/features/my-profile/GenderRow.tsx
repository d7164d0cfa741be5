import { GENDER_LABELS, GENDERS, type Gender } from '@lien/contract/rules';
import { type FormEvent, useState } from 'react';
import fieldStyles from '../../ui/Field.module.css';
import { FormError } from '../../ui/FormError';
import styles from './MyProfile.module.css';
import { myProfileTexts as texts } from './myProfileTexts';
import { fieldSaveError, useUpdateProfileMutation } from './queries';
import { SaveCheck } from './SaveCheck';

const choices = GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }));

/** 'Je suis (Homme/Femme)' (PRODUCT §2.5): a choice saved on its check button. */
export function GenderRow({ saved, onSaved }: { saved: Gender; onSaved: (value: Gender) => void }) {
  const [draft, setDraft] = useState<Gender>(saved);
  const saving = useUpdateProfileMutation();
  const failure = saving.isError ? fieldSaveError(saving.error, 'gender') : null;
  const changed = draft !== saved;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || saving.isPending) return;
    // A failure is shown from the mutation's own error.
    saving.mutateAsync({ field: 'gender', value: draft }).then(
      () => onSaved(draft),
      () => {},
    );
  };

  return (
    <form className={styles.row} noValidate onSubmit={submit}>
      <div className={styles.rowField}>
        <fieldset className={fieldStyles.fieldset}>
          <legend className={fieldStyles.legend}>{texts.genderLegend}</legend>
          <div className={fieldStyles.choices}>
            {choices.map((choice) => (
              <label key={choice.value} className={fieldStyles.choice}>
                <input
                  type="radio"
                  name="gender"
                  value={choice.value}
                  checked={draft === choice.value}
                  onChange={() => {
                    if (!saving.isPending) saving.reset();
                    setDraft(choice.value);
                  }}
                />
                {choice.label}
              </label>
            ))}
          </div>
        </fieldset>
        <FormError>{failure}</FormError>
      </div>
      {changed && <SaveCheck label={texts.genderLegend} disabled={false} saving={saving.isPending} />}
    </form>
  );
}
