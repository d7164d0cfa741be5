import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordRequest, clientMessages, passwordMessages } from '@lien/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { authApi } from '../../api/auth';
import { errorText } from '../../api/client';
import { replaceToken } from '../../session/storage';
import { Button } from '../../ui/Button';
import { FormError, FormNotice } from '../../ui/FormError';
import { PasswordField } from '../../ui/PasswordField';
import { Screen } from '../../ui/Screen';
import { useSubmission } from '../../ui/useSubmission';
import styles from './Auth.module.css';
import { NewPasswordFields } from './NewPasswordFields';

const changeForm = changePasswordRequest
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    message: passwordMessages.changeMismatch,
    when: () => true,
  });
type ChangeValues = z.infer<typeof changeForm>;

const empty: ChangeValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * SPEC §2.5 change password. The server signs out every other device and hands this one a
 * fresh token, which replaces the stored one.
 */
export function ChangePasswordScreen() {
  const { pending, run } = useSubmission();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<ChangeValues>({
    resolver: zodResolver(changeForm),
    defaultValues: empty,
  });

  const submit = (values: ChangeValues) =>
    run(async () => {
      setFailure(null);
      setDone(null);
      try {
        const reply = await authApi.changePassword(values.oldPassword, values.newPassword);
        replaceToken(reply.token);
        reset(empty);
        setDone(reply.message);
      } catch (error) {
        setFailure(errorText(error, passwordMessages.changeFailed, clientMessages.communication));
      }
    });

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
        <Button type="submit" block disabled={pending}>
          {pending ? 'Enregistrement...' : 'Changer le mot de passe'}
        </Button>
      </form>
    </Screen>
  );
}
