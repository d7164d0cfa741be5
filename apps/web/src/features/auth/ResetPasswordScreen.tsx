import { zodResolver } from '@hookform/resolvers/zod';
import { passwordSchema } from '@lien/contract';
import { clientMessages, passwordMessages, serverMessages, signupMessages } from '@lien/contract/texts';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { errorText } from '../../api/client';
import { useMutationInFlight } from '../../api/useMutationInFlight';
import { Button, LinkButton } from '../../ui/Button';
import { FormError, FormNotice } from '../../ui/FormError';
import { Lead, Screen } from '../../ui/Screen';
import styles from './Auth.module.css';
import { NewPasswordFields } from './NewPasswordFields';
import { authKeys, useResetPasswordMutation } from './queries';

const resetForm = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    message: signupMessages.passwordsDiffer,
    when: () => true,
  });
type ResetValues = z.infer<typeof resetForm>;

/** PRODUCT §2.1 /reset_password?token=: a new password from the link of the e-mail. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const reset = useResetPasswordMutation();
  const inFlight = useMutationInFlight(authKeys.write('resetPassword'));
  const done = reset.data && (reset.data.message ?? serverMessages.passwordReset);
  const failure =
    reset.error && errorText(reset.error, passwordMessages.resetFailed, clientMessages.communication);
  const { register, handleSubmit, formState } = useForm<ResetValues>({
    resolver: zodResolver(resetForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  if (!token) {
    return (
      <Screen title="Nouveau mot de passe" backTo="/login">
        <FormError>{serverMessages.resetTokenInvalid}</FormError>
        <LinkButton to="/forgot-password" block>
          Demander un nouveau lien
        </LinkButton>
      </Screen>
    );
  }

  const submit = (values: ResetValues) => {
    if (!inFlight()) reset.mutate({ token, newPassword: values.newPassword });
  };

  return (
    <Screen title="Nouveau mot de passe" backTo="/login">
      {done ? (
        <div className={styles.panel}>
          <FormNotice>{done}</FormNotice>
          <LinkButton to="/login" block>
            Se connecter
          </LinkButton>
        </div>
      ) : (
        <>
          <Lead>Choisissez un nouveau mot de passe pour votre compte.</Lead>
          <form className={styles.form} noValidate onSubmit={handleSubmit(submit)}>
            <NewPasswordFields
              register={register}
              errors={formState.errors}
              confirmLabel="Confirmation du mot de passe"
            />
            <FormError>{failure}</FormError>
            {failure && (
              <p className={styles.muted}>
                Le lien a expiré ? <Link to="/forgot-password">Demander un nouveau lien</Link>
              </p>
            )}
            <Button type="submit" block disabled={reset.isPending}>
              {reset.isPending ? 'Enregistrement...' : 'Enregistrer le mot de passe'}
            </Button>
          </form>
        </>
      )}
    </Screen>
  );
}
