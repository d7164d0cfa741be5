import { twoStepMessages } from '@lien/contract';
import { clientMessages } from '@lien/contract/texts';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorText } from '../../api/client';
import { nextStepPath, saveSession } from '../../session/storage';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Lead, Screen } from '../../ui/Screen';
import { useTwoStepLoginMutation } from './queries';
import styles from './TwoStep.module.css';
import { TwoStepCodeField } from './TwoStepCodeField';
import { twoStepTexts as texts } from './twoStepTexts';

/**
 * /two-step#<challenge> (issue #24): the log-in's second step, after the password or LinkedIn. The
 * challenge travels in the fragment, which the browser sends to no server; with the code it becomes
 * the session, then the next step as after any log-in.
 */
export function TwoStepLoginScreen() {
  const navigate = useNavigate();
  const challenge = decodeURIComponent(useLocation().hash.replace(/^#/, ''));
  const login = useTwoStepLoginMutation();
  const pending = login.isPending;
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  /** A refusal said here before any call: no challenge, or no code typed. */
  const [refusal, setRefusal] = useState<string | null>(challenge ? null : twoStepMessages.challengeExpired);
  const failure =
    refusal ??
    (login.isError ? errorText(login.error, twoStepMessages.wrongCode, clientMessages.communication) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!challenge) return;
    if (!code.trim()) {
      setRefusal(twoStepMessages.codeRequired);
      return;
    }
    if (pending) return;
    setRefusal(null);
    // After the call whatever is on screen: the new session may start a new tree.
    login.mutateAsync({ challenge, code }).then(
      ({ token, user }) => {
        saveSession(token, user);
        navigate(nextStepPath(user), { replace: true });
      },
      () => {}, // shown from the mutation's own error
    );
  };

  return (
    <Screen title={texts.title} backTo="/login">
      <Lead>{texts.loginLead}</Lead>
      <form className={styles.form} noValidate onSubmit={submit}>
        <TwoStepCodeField
          value={code}
          onChange={setCode}
          recovery={recovery}
          onRecoveryChange={setRecovery}
          autoFocus
        />
        <FormError>{failure}</FormError>
        <Button type="submit" block disabled={pending || !challenge}>
          {pending ? texts.verifying : texts.verify}
        </Button>
      </form>
      <p className={styles.back}>
        <Link to="/login">{texts.backToLogin}</Link>
      </p>
    </Screen>
  );
}
