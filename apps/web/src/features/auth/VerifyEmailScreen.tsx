import { serverMessages, VERIFY_REDIRECT_DELAY_MS, verifyEmailRequest, verifyMessages } from '@lien/contract';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { saveSession } from '../../session/storage';
import { LinkButton } from '../../ui/Button';
import { FormError, FormNotice } from '../../ui/FormError';
import { Screen } from '../../ui/Screen';
import { Spinner } from '../../ui/Spinner';
import styles from './Auth.module.css';
import { verifyEmailOnce } from './verifyOnce';

type State =
  | { status: 'loading' }
  | { status: 'success'; message: string }
  | { status: 'error'; message: string; detail?: string };

/** A token the server could hold: a link cut short when copied is not worth asking about. */
const wellFormed = (token: string | null): token is string =>
  token !== null && verifyEmailRequest.safeParse({ token }).success;

/** What the screen shows before asking the server. */
function initialState(token: string | null): State {
  if (!token) return { status: 'error', message: verifyMessages.missingToken };
  // A malformed link failed, said in the words the server uses for a dead link (never a validator's).
  if (!wellFormed(token)) {
    return { status: 'error', message: verifyMessages.failed, detail: serverMessages.verifyTokenInvalid };
  }
  return { status: 'loading' };
}

/** SPEC §2.1 and §4 /verify_email?token=: loading, then success (and the next step after 2 s) or error. */
export function VerifyEmailScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>(() => initialState(token));

  useEffect(() => {
    if (!wellFormed(token)) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    verifyEmailOnce(token).then(
      (reply) => {
        if (!live) return;
        saveSession(reply.token, reply.user);
        setState({ status: 'success', message: reply.message });
        const next = reply.user.photoUploadCompleted ? '/profile' : '/photoUpload';
        timer = setTimeout(() => navigate(next, { replace: true }), VERIFY_REDIRECT_DELAY_MS);
      },
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError) {
          setState({
            status: 'error',
            message: verifyMessages.failed,
            detail: error.serverMessage ?? undefined,
          });
        } else {
          setState({ status: 'error', message: verifyMessages.error });
        }
      },
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [token, navigate]);

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
