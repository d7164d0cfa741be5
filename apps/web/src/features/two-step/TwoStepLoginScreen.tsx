import { clientMessages, twoStepMessages } from '@lien/contract';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorText } from '../../api/client';
import { twoStepApi } from '../../api/two-step';
import { nextStepPath, saveSession } from '../../session/storage';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Lead, Screen } from '../../ui/Screen';
import { useSubmission } from '../../ui/useSubmission';
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
  const { pending, run } = useSubmission();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [failure, setFailure] = useState<string | null>(challenge ? null : twoStepMessages.challengeExpired);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!challenge) return;
    if (!code.trim()) {
      setFailure(twoStepMessages.codeRequired);
      return;
    }
    void run(async () => {
      setFailure(null);
      try {
        const { token, user } = await twoStepApi.login(challenge, code);
        saveSession(token, user);
        navigate(nextStepPath(user), { replace: true });
      } catch (error) {
        setFailure(errorText(error, twoStepMessages.wrongCode, clientMessages.communication));
      }
    });
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
