import { PASSWORD_MIN_LENGTH } from '@lien/contract/rules';
import { PasswordField } from '../../../ui/PasswordField';
import styles from './Signup.module.css';
import type { SignupForm } from './types';

/** The password and its confirmation, compared as they are typed (PRODUCT §5). */
export function PasswordFields({ form }: { form: SignupForm }) {
  const { register, formState, trigger, getValues } = form;
  const { errors } = formState;
  const recheckConfirmation = () => {
    if (getValues('confirmPassword')) void trigger('confirmPassword');
  };
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>Votre mot de passe</legend>
      <PasswordField
        label="Mot de passe"
        autoComplete="new-password"
        hint={`${PASSWORD_MIN_LENGTH} caractères minimum`}
        error={errors.password?.message}
        {...register('password', { onChange: recheckConfirmation })}
      />
      <PasswordField
        label="Confirmation du mot de passe"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword', { onChange: () => void trigger('confirmPassword') })}
      />
    </fieldset>
  );
}
