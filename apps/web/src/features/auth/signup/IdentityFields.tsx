import { todayInParis } from '@lien/contract/rules';
import { TextField } from '../../../ui/TextField';
import styles from './Signup.module.css';
import type { SignupForm } from './types';

/** Who the person is and how to reach them: names, e-mail, phone, birth date. */
export function IdentityFields({ form }: { form: SignupForm }) {
  const { register, formState, trigger, clearErrors } = form;
  const { errors } = formState;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>Vous</legend>
      <div className={styles.row}>
        <TextField
          label="Prénom"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Nom"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email?.message}
        // PRODUCT §5: editing the e-mail clears the field errors (a "compte existe déjà" among them).
        {...register('email', { onChange: () => clearErrors() })}
      />
      <TextField
        label="Téléphone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        hint="10 chiffres, par exemple 06 12 34 56 78"
        error={errors.phone?.message}
        // Checked as it is typed (PRODUCT §5), not only on submit.
        {...register('phone', { onChange: () => void trigger('phone') })}
      />
      <TextField
        label="Date de naissance"
        type="date"
        max={todayInParis()}
        autoComplete="bday"
        error={errors.birthDate?.message}
        {...register('birthDate')}
      />
    </fieldset>
  );
}
