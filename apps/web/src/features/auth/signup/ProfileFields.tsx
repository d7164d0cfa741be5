import { GENDER_LABELS, GENDERS } from '@lien/contract/rules';
import { useController } from 'react-hook-form';
import { RadioGroup, SelectField } from '../../../ui/ChoiceField';
import { TextField } from '../../../ui/TextField';
import { CityAutocomplete } from '../../cities/CityAutocomplete';
import styles from './Signup.module.css';
import { referralChoices } from './signupForm';
import type { SignupForm } from './types';

/** 'Je suis' and 'Je recherche' offer the same two words, those of Mon Profil and the preferences. */
const genders = GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }));

/** Who they are looking for and where they live, then the optional details. */
export function ProfileFields({ form }: { form: SignupForm }) {
  const { register, formState, setValue, clearErrors, control } = form;
  const { errors } = formState;
  const city = useController({ control, name: 'cityText' });
  return (
    <>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>Votre recherche</legend>
        <RadioGroup
          legend="Je suis"
          choices={genders}
          error={errors.gender?.message}
          {...register('gender')}
        />
        <RadioGroup
          legend="Je recherche"
          choices={genders}
          error={errors.seeking?.message}
          {...register('seeking')}
        />
        <CityAutocomplete
          label="Ville et code postal"
          name={city.field.name}
          inputRef={city.field.ref}
          text={city.field.value}
          onBlur={city.field.onBlur}
          error={errors.cityText?.message ?? errors.locationId?.message}
          onTextChange={(text) => {
            // A typed text names no chosen city any more: it must be picked again from the list.
            setValue('locationId', null);
            city.field.onChange(text);
          }}
          onSelect={(option) => {
            setValue('locationId', option?.id ?? null);
            city.field.onChange(option?.label ?? '');
            // PRODUCT §5: picking a city clears the field errors.
            if (option) clearErrors();
          }}
        />
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>Pour mieux vous connaître</legend>
        <TextField
          label="Emploi"
          optional
          autoComplete="organization-title"
          error={errors.jobTitle?.message}
          {...register('jobTitle')}
        />
        <TextField label="École" optional error={errors.school?.message} {...register('school')} />
        <TextField
          label="Profil LinkedIn"
          optional
          type="url"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="https://www.linkedin.com/in/…"
          error={errors.linkedin?.message}
          {...register('linkedin')}
        />
        <SelectField
          label="Comment nous avez-vous connus ?"
          optional
          placeholder="Choisir une réponse"
          choices={referralChoices}
          {...register('referralSource')}
        />
      </fieldset>
    </>
  );
}
