import { verifyEmailRequest } from '@lien/contract';
import { VERIFY_REDIRECT_DELAY_MS } from '@lien/contract/rules';
import { serverMessages, verifyMessages } from '@lien/contract/texts';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { nextStepPath } from '../../session/storage';
import { LinkButton } from '../../ui/Button';
import { FormError, FormNotice } from '../../ui/FormError';
import { Screen } from '../../ui/Screen';
import { Spinner } from '../../ui/Spinner';
import styles from './Auth.module.css';
import { useVerifyEmailQuery } from './queries';

type State =
  | { status: 'loading' }
  | { status: 'success'; message: string }
  | { status: 'error'; message: string; detail?: string };

/** A token the server could hold: a link cut short when copied is not worth asking about. */
const wellFormed = (token: string | null): token is string =>
  token !== null && verifyEmailRequest.safeParse({ token }).success;

/** What the screen shows: the link as it is, then the server's answer. */
function stateOf(token: string | null, verification: ReturnType<typeof useVerifyEmailQuery>): State {
  if (!token) return { status: 'error', message: verifyMessages.missingToken };
  // A malformed link failed, said in the words the server uses for a dead link (never a validator's).
  if (!wellFormed(token)) {
    return { status: 'error', message: verifyMessages.failed, detail: serverMessages.verifyTokenInvalid };
  }
  if (verification.data) return { status: 'success', message: verification.data.message };
  const { error } = verification;
  if (error instanceof ApiError) {
    return { status: 'error', message: verifyMessages.failed, detail: error.serverMessage ?? undefined };
  }
  if (error) return { status: 'error', message: verifyMessages.error };
  return { status: 'loading' };
}

/** PRODUCT §2.1 and §4 /verify_email?token=: loading, then success (and the next step after 2 s) or error. */
export function VerifyEmailScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const verification = useVerifyEmailQuery(wellFormed(token) ? token : null);
  const state = stateOf(token, verification);

  // The first step not yet done (PRODUCT §4's order), never the deck for a member it would turn away.
  const user = verification.data?.user;
  const next = user ? nextStepPath(user) : '/photoUpload';
  const verified = verification.isSuccess;
  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(() => navigate(next, { replace: true }), VERIFY_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [verified, next, navigate]);

  return (
    <Screen title="Vérification de votre email">
      {state.status === 'loading' && <Spinner label="Vérification en cours..." />}
      {state.status === 'success' && (
        <div className={styles.panel}>
          <FormNotice>{state.message}</FormNotice>
          <p className={styles.muted}>Redirection vers l'étape suivante dans un instant…</p>
          <LinkButton to="/login" block variant="secondary">
            Se connecter
          </LinkButton>
        </div>
      )}
      {state.status === 'error' && (
        <div className={styles.panel}>
          <FormError>{state.message}</FormError>
          {state.detail && <p>{state.detail}</p>}
          <LinkButton to="/login" block>
            Se connecter
          </LinkButton>
        </div>
      )}
    </Screen>
  );
}
