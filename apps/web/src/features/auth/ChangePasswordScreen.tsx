import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordRequest } from '@lien/contract';
import { clientMessages, passwordMessages } from '@lien/contract/texts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorText } from '../../api/client';
import { useMutationInFlight } from '../../api/useMutationInFlight';
import { Button } from '../../ui/Button';
import { FormError, FormNotice } from '../../ui/FormError';
import { PasswordField } from '../../ui/PasswordField';
import { Screen } from '../../ui/Screen';
import styles from './Auth.module.css';
import { NewPasswordFields } from './NewPasswordFields';
import { authKeys, useChangePasswordMutation } from './queries';

const changeForm = changePasswordRequest
  .unwrap()
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    message: passwordMessages.changeMismatch,
    when: () => true,
  });
type ChangeValues = z.infer<typeof changeForm>;

const empty: ChangeValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * PRODUCT §2.5 change password. The server signs out every other device and hands this one a
 * fresh token, which replaces the stored one.
 */
export function ChangePasswordScreen() {
  const change = useChangePasswordMutation();
  const inFlight = useMutationInFlight(authKeys.write('changePassword'));
  const done = change.data?.message ?? null;
  const failure =
    change.error && errorText(change.error, passwordMessages.changeFailed, clientMessages.communication);
  const { register, handleSubmit, formState, reset } = useForm<ChangeValues>({
    resolver: zodResolver(changeForm),
    defaultValues: empty,
  });

  const submit = (values: ChangeValues) => {
    if (inFlight()) return;
    change.mutate(
      { oldPassword: values.oldPassword, newPassword: values.newPassword },
      { onSuccess: () => reset(empty) },
    );
  };

  return (
    <Screen title="Changer le mot de passe" backTo="/myProfile">
      <form className={styles.form} noValidate onSubmit={handleSubmit(submit)}>
        <PasswordField
          label="Mot de passe actuel"
          autoComplete="current-password"
          error={formState.errors.oldPassword?.message}
          {...register('oldPassword')}
        />
        <NewPasswordFields
          register={register}
          errors={formState.errors}
          confirmLabel="Confirmation du nouveau mot de passe"
        />
        <FormError>{failure}</FormError>
        <FormNotice>{done}</FormNotice>
        <Button type="submit" block disabled={change.isPending}>
          {change.isPending ? 'Enregistrement...' : 'Changer le mot de passe'}
        </Button>
      </form>
    </Screen>
  );
}
