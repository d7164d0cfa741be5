import {
  APPEAL_MAX_LENGTH,
  APPEAL_TEXT_REQUIRED,
  type AppealStatus,
  appealMessages,
  MODERATION_DECISION_LABELS,
  moderationConsoleMessages as m,
} from '@lien/contract';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError, errorText } from '../../api/client';
import { Button } from '../../ui/Button';
import { FormError, FormNotice } from '../../ui/FormError';
import { LoadFailed } from '../../ui/LoadFailed';
import { Screen } from '../../ui/Screen';
import { Spinner } from '../../ui/Spinner';
import { TextAreaField } from '../../ui/TextAreaField';
import { longDate } from './format';
import styles from './Moderation.module.css';
import { useAppealMutation, useAppealStatusQuery } from './queries';

/** /appel/:token: the route's wrapper. */
export function AppealScreen() {
  const { token = '' } = useParams();
  return <AppealView token={token} />;
}

/**
 * The public appeal page (DSA art. 20): opened from the link of a statement of reasons, without
 * signing in (a suspended or banned member cannot); a used, expired or unknown link says so in French.
 */
export function AppealView({ token }: { token: string }) {
  const status = useAppealStatusQuery(token);
  const [sent, setSent] = useState(false);
  const final = status.error instanceof ApiError && status.error.status !== 429 && status.error.status < 500;
  return (
    <Screen title={m.appealTitle}>
      {status.isPending && <Spinner />}
      {status.isError && (
        <LoadFailed
          message={errorText(status.error, m.appealLoadFailed)}
          onRetry={final ? undefined : () => void status.refetch()}
        />
      )}
      {sent && <FormNotice>{appealMessages.sent}</FormNotice>}
      {status.data && !sent && (
        <AppealForm token={token} decision={status.data} onSent={() => setSent(true)} />
      )}
    </Screen>
  );
}

function AppealForm({
  token,
  decision,
  onSent,
}: {
  token: string;
  decision: AppealStatus;
  onSent: () => void;
}) {
  const send = useAppealMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const label = MODERATION_DECISION_LABELS[decision.decision];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(APPEAL_TEXT_REQUIRED);
    setError(null);
    send.mutate(
      { token, text },
      { onSuccess: onSent, onError: (failure) => setError(errorText(failure, m.appealFailed)) },
    );
  };

  return (
    <>
      <dl className={styles.facts}>
        <dt>{m.appealDecision}</dt>
        <dd>
          {label}
          {decision.suspendedUntil ? ` ${m.appealUntil(longDate(decision.suspendedUntil))}` : ''}
        </dd>
        <dt>{m.appealDate}</dt>
        <dd>{longDate(decision.decidedAt)}</dd>
        <dt>{m.appealFacts}</dt>
        <dd>{decision.statement}</dd>
        <dt>{m.appealGround}</dt>
        <dd>{decision.ground}</dd>
      </dl>
      <p>{m.appealIntro}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextAreaField
          label={m.appealTextLabel}
          value={text}
          maxLength={APPEAL_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
        />
        {error && <FormError>{error}</FormError>}
        <Button type="submit" block disabled={send.isPending}>
          {send.isPending ? m.submitting : m.appealSubmit}
        </Button>
      </form>
    </>
  );
}
