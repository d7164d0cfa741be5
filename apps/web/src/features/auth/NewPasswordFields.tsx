import { PASSWORD_MIN_LENGTH } from '@lien/contract/rules';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { PasswordField } from '../../ui/PasswordField';

interface Props<T extends FieldValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** The confirmation's label: the screens word it each their own way. */
  confirmLabel: string;
}

/** A new password and its confirmation (fields `newPassword`, `confirmPassword`): reset and change. */
export function NewPasswordFields<T extends FieldValues & { newPassword: string; confirmPassword: string }>({
  register,
  errors,
  confirmLabel,
}: Props<T>) {
  const message = (field: 'newPassword' | 'confirmPassword') => {
    const error = errors[field];
    return typeof error?.message === 'string' ? error.message : undefined;
  };
  return (
    <>
      <PasswordField
        label="Nouveau mot de passe"
        autoComplete="new-password"
        hint={`${PASSWORD_MIN_LENGTH} caractères minimum`}
        error={message('newPassword')}
        {...register('newPassword' as Path<T>)}
      />
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        error={message('confirmPassword')}
        {...register('confirmPassword' as Path<T>)}
      />
    </>
  );
}
