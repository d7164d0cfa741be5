import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordRequest } from '@lien/contract';
import { passwordMessages, serverMessages } from '@lien/contract/texts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useMutationInFlight } from '../../api/useMutationInFlight';
import { Button, LinkButton } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Lead, Screen } from '../../ui/Screen';
import { TextField } from '../../ui/TextField';
import styles from './Auth.module.css';
import { authKeys, useForgotPasswordMutation } from './queries';

type ForgotInput = z.input<typeof forgotPasswordRequest>;
type ForgotValues = z.output<typeof forgotPasswordRequest>;

/**
 * PRODUCT §2.1: asks for a reset link. The answer never says whether the address has an
 * account; any failure gets the same generic message (§7).
 */
export function ForgotPasswordScreen() {
  const forgot = useForgotPasswordMutation();
  const inFlight = useMutationInFlight(authKeys.write('forgotPassword'));
  const sent = forgot.data && (forgot.data.message ?? serverMessages.forgotAccepted);
  const failure = forgot.isError ? passwordMessages.forgotFailed : null;
  const { register, handleSubmit, formState } = useForm<ForgotInput, unknown, ForgotValues>({
    resolver: zodResolver(forgotPasswordRequest),
    defaultValues: { email: '' },
  });

  const submit = (values: ForgotValues) => {
    if (!inFlight()) forgot.mutate({ email: values.email });
  };

  return (
    <Screen title="Mot de passe oublié" backTo="/login">
      {sent ? (
        <section className={styles.panel} role="status">
          <h2>{passwordMessages.emailSent}</h2>
          <p>{sent}</p>
          <p className={styles.muted}>Pensez à regarder dans vos courriers indésirables.</p>
          <LinkButton to="/login" block>
            Retour à la connexion
          </LinkButton>
        </section>
      ) : (
        <>
          <Lead>
            Indiquez l'adresse email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot
            de passe.
          </Lead>
          <form className={styles.form} noValidate onSubmit={handleSubmit(submit)}>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              error={formState.errors.email?.message}
              {...register('email')}
            />
            <FormError>{failure}</FormError>
            <Button type="submit" block disabled={forgot.isPending}>
              {forgot.isPending ? 'Envoi en cours...' : 'Envoyer le lien'}
            </Button>
          </form>
        </>
      )}
    </Screen>
  );
}
