import { verificationMessages as m, type VerificationState } from '@lien/contract';
import { useState } from 'react';
import { errorText } from '../../api/client';
import { Button } from '../../ui/Button';
import { FormError, FormNotice } from '../../ui/FormError';
import { LoadFailed } from '../../ui/LoadFailed';
import { Screen } from '../../ui/Screen';
import { Spinner } from '../../ui/Spinner';
import { Switch } from '../../ui/Switch';
import {
  useAskVerificationMutation,
  useSendSelfieMutation,
  useShowBadgeMutation,
  useVerificationQuery,
  useWithdrawVerificationMutation,
} from './queries';
import { SelfieCamera } from './SelfieCamera';
import styles from './Verification.module.css';

const clock = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

/**
 * /verification « Vérification du profil » (issue #29): ask for a gesture, take the selfie with the
 * camera while making it, send it within the window; then the outcome a moderator decided.
 */
export function VerificationScreen() {
  const state = useVerificationQuery();
  return (
    <Screen title={m.entry} backTo="/settings">
      {state.isPending && <Spinner />}
      {state.isError && <LoadFailed message={m.loadFailed} onRetry={() => void state.refetch()} />}
      {state.data && <VerificationSteps state={state.data} />}
    </Screen>
  );
}

/** What the member reads and may do at each status. */
export function VerificationSteps({ state }: { state: VerificationState }) {
  const ask = useAskVerificationMutation();
  const send = useSendSelfieMutation();
  const withdraw = useWithdrawVerificationMutation();
  const badge = useShowBadgeMutation();
  const [error, setError] = useState<string | null>(null);
  const failed = (failure: unknown) => setError(errorText(failure, m.actionFailed));
  const run = (action: () => void) => {
    setError(null);
    action();
  };
  const askButton = (label: string) => (
    <Button
      block
      disabled={ask.isPending}
      onClick={() => run(() => ask.mutate(undefined, { onError: failed }))}
    >
      {label}
    </Button>
  );
  const withdrawButton = (
    <Button
      variant="secondary"
      block
      disabled={withdraw.isPending}
      onClick={() => run(() => withdraw.mutate(undefined, { onError: failed }))}
    >
      {m.withdraw}
    </Button>
  );

  return (
    <div className={styles.stack}>
      {state.status === 'approved' && (
        <>
          <FormNotice>{m.approved}</FormNotice>
          <Switch
            label={m.showBadge}
            checked={state.badgeShown}
            disabled={badge.isPending}
            onChange={(shown) => run(() => badge.mutate(shown, { onError: failed }))}
          />
        </>
      )}
      {state.status === 'submitted' && <p>{m.submitted}</p>}
      {state.status === 'revoked' && <p role="status">{m.revoked}</p>}
      {state.status === 'expired' && <p role="status">{m.expired}</p>}
      {state.status === 'lapsed' && <p role="status">{m.lapsed}</p>}
      {state.status === 'refused' && (
        <div role="status">
          <p>{m.refused(state.reason ?? '')}</p>
          {state.note && <p>{state.note}</p>}
          <p>{m.refusedAgain}</p>
        </div>
      )}
      {['none', 'expired', 'refused', 'revoked', 'lapsed'].includes(state.status) && (
        <>
          <p>{m.intro}</p>
          {askButton(state.status === 'expired' ? m.askAgain : m.ask)}
        </>
      )}
      {state.status === 'requested' && state.gesture && (
        <>
          <p className={styles.gesture}>{m.gesture(state.gesture)}</p>
          {state.expiresAt && <p>{m.deadline(clock.format(new Date(state.expiresAt)))}</p>}
          <SelfieCamera
            sending={send.isPending}
            onSend={(image) => run(() => send.mutate(image, { onError: failed }))}
          />
          {withdrawButton}
        </>
      )}
      {state.status === 'submitted' && withdrawButton}
      {error && <FormError>{error}</FormError>}
    </div>
  );
}
