import { EMAIL_TOKEN_DURATION_MS } from '@lien/contract/rules';
import { serverMessages, verifyMessages } from '@lien/contract/texts';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { errorText } from '../../api/client';
import { useMutationInFlight } from '../../api/useMutationInFlight';
import { readSession } from '../../session/storage';
import { Button, LinkButton } from '../../ui/Button';
import { FormError, FormNotice } from '../../ui/FormError';
import { EnvelopeIcon } from '../../ui/icons';
import { Actions, Screen } from '../../ui/Screen';
import styles from './Auth.module.css';
import { authKeys, useResendVerificationMutation } from './queries';

const LINK_HOURS = EMAIL_TOKEN_DURATION_MS / 3_600_000;

function emailFromState(state: unknown): string | null {
  if (state && typeof state === 'object' && 'email' in state && typeof state.email === 'string') {
    return state.email;
  }
  return null;
}

/** PRODUCT §2.1 /emailVerification: where a new account waits for its confirmation link. */
export function EmailVerificationScreen() {
  const email = emailFromState(useLocation().state);
  const resendMutation = useResendVerificationMutation();
  const inFlight = useMutationInFlight(authKeys.write('resendVerification'));
  // Asked without a session (it ended, or another tab logged out): said without asking the server.
  const [noSession, setNoSession] = useState(false);
  const result = noSession
    ? { ok: false, message: verifyMessages.resendNoSession }
    : resendMutation.data
      ? { ok: true, message: resendMutation.data.message ?? serverMessages.verificationSent }
      : resendMutation.error && {
          ok: false,
          message: errorText(resendMutation.error, verifyMessages.resendFailed),
        };

  const resend = () => {
    if (inFlight()) return;
    const signedIn = Boolean(readSession()?.token);
    setNoSession(!signedIn);
    if (signedIn) resendMutation.mutate();
    else resendMutation.reset();
  };

  return (
    <Screen title="Vérifiez votre email">
      <div className={styles.illustration}>
        <EnvelopeIcon />
      </div>
      <div className={styles.panel}>
        <p>
          Nous avons envoyé un lien de confirmation à{' '}
          {email ? <strong>{email}</strong> : 'votre adresse email'}. Ouvrez-le pour activer votre compte.
        </p>
        <p className={styles.muted}>
          Le lien est généralement valable {LINK_HOURS} heures. Rien reçu ? Pensez à regarder dans vos
          courriers indésirables, ou demandez un nouvel email.
        </p>
      </div>
      {result?.ok ? <FormNotice>{result.message}</FormNotice> : <FormError>{result?.message}</FormError>}
      <Actions>
        <Button variant="secondary" block disabled={resendMutation.isPending} onClick={resend}>
          {resendMutation.isPending ? 'Envoi en cours...' : "Renvoyer l'email"}
        </Button>
        <LinkButton to="/login" block>
          Continuer vers la connexion
        </LinkButton>
      </Actions>
    </Screen>
  );
}
