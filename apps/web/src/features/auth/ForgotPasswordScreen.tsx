import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordRequest, passwordMessages, serverMessages } from '@lien/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { authApi } from '../../api/auth';
import { Button, LinkButton } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Lead, Screen } from '../../ui/Screen';
import { TextField } from '../../ui/TextField';
import { useSubmission } from '../../ui/useSubmission';
import styles from './Auth.module.css';

type ForgotInput = z.input<typeof forgotPasswordRequest>;
type ForgotValues = z.output<typeof forgotPasswordRequest>;

/**
 * SPEC §2.1: asks for a reset link. The answer never says whether the address has an
 * account; any failure gets the same generic message (§7).
 */
export function ForgotPasswordScreen() {
  const { pending, run } = useSubmission();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ForgotInput, unknown, ForgotValues>({
    resolver: zodResolver(forgotPasswordRequest),
    defaultValues: { email: '' },
  });

  const submit = (values: ForgotValues) =>
    run(async () => {
      setFailure(null);
      try {
        const reply = await authApi.forgotPassword(values.email);
        setSent(reply.message ?? serverMessages.forgotAccepted);
      } catch {
        setFailure(passwordMessages.forgotFailed);
      }
    });

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
            <Button type="submit" block disabled={pending}>
              {pending ? 'Envoi en cours...' : 'Envoyer le lien'}
            </Button>
          </form>
        </>
      )}
    </Screen>
  );
}
