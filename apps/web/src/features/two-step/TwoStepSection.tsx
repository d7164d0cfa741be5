import { type TwoStepSetup, twoStepMessages } from '@lien/contract';
import { clientMessages } from '@lien/contract/texts';
import { type FormEvent, useId, useState } from 'react';
import { errorText } from '../../api/client';
import { Button } from '../../ui/Button';
import { FormError, FormNotice } from '../../ui/FormError';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { Switch } from '../../ui/Switch';
import {
  useConfirmTwoStepMutation,
  useDisableTwoStepMutation,
  useStartTwoStepSetupMutation,
  useTwoStepStatus,
} from './queries';
import { RecoveryCodes } from './RecoveryCodes';
import styles from './TwoStep.module.css';
import { TwoStepCodeField } from './TwoStepCodeField';
import { groupedKey, twoStepTexts as texts } from './twoStepTexts';

type Step =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: TwoStepSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disabling' };

/**
 * « Vérification en deux étapes » of /privacy (issue #24), saved on the account: the switch starts
 * the set-up (QR code, key, first code, then the recovery codes shown once) or, asking a code, turns
 * it off.
 */
export function TwoStepSection() {
  const status = useTwoStepStatus();
  const start = useStartTwoStepSetupMutation();
  const confirm = useConfirmTwoStepMutation();
  const disable = useDisableTwoStepMutation();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [notice, setNotice] = useState('');
  const leadId = useId();
  const formId = useId();

  const reset = () => {
    setCode('');
    setRecovery(false);
    confirm.reset();
    disable.reset();
  };

  const toggle = (on: boolean) => {
    setNotice('');
    reset();
    if (!on) {
      setStep(status.data?.enabled ? { kind: 'disabling' } : { kind: 'idle' });
      return;
    }
    if (status.data?.enabled) {
      setStep({ kind: 'idle' });
      return;
    }
    start.mutate(undefined, { onSuccess: (setup) => setStep({ kind: 'setup', setup }) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind === 'setup') {
      confirm.mutate(code, {
        onSuccess: ({ recoveryCodes }) => setStep({ kind: 'codes', codes: recoveryCodes }),
      });
    } else if (step.kind === 'disabling') {
      disable.mutate(code, {
        onSuccess: () => {
          setStep({ kind: 'idle' });
          reset();
          setNotice(twoStepMessages.disabled);
        },
      });
    }
  };

  if (status.isPending) return <Spinner label={texts.loading} />;
  if (status.isError) return <LoadFailed message={texts.loadFailed} onRetry={() => void status.refetch()} />;

  const { enabled, enabledAt, recoveryCodesLeft } = status.data;
  const checked = step.kind === 'setup' || (enabled && step.kind !== 'disabling');
  const pending = confirm.isPending || disable.isPending;
  const failure = confirm.error ?? disable.error;

  return (
    <div className={styles.section}>
      <Switch
        label={texts.title}
        checked={checked}
        disabled={start.isPending || pending || step.kind === 'codes'}
        describedBy={leadId}
        onChange={toggle}
      />
      <p id={leadId} className={styles.muted}>
        {enabled && enabledAt ? texts.leadOn(enabledAt) : texts.leadOff}
        {enabled && step.kind === 'idle' && <> {texts.codesLeft(recoveryCodesLeft)}</>}
      </p>
      {start.isPending && <Spinner label={texts.loading} />}
      {start.isError && (
        <FormError>{errorText(start.error, texts.startFailed, clientMessages.communication)}</FormError>
      )}

      {(step.kind === 'setup' || step.kind === 'disabling') && (
        <form id={formId} className={styles.panel} noValidate onSubmit={submit}>
          {step.kind === 'setup' ? (
            <>
              <p className={styles.text}>{texts.scanStep}</p>
              <img className={styles.qr} src={step.setup.qrCode} alt={texts.qrAlt} width={220} height={220} />
              <p className={styles.muted}>{texts.manualKey}</p>
              <p className={styles.key} translate="no">
                {groupedKey(step.setup.secret)}
              </p>
              <p className={styles.text}>{texts.codeStep}</p>
            </>
          ) : (
            <p className={styles.text}>{texts.disableLead}</p>
          )}
          <TwoStepCodeField
            value={code}
            onChange={setCode}
            allowRecovery={step.kind === 'disabling'}
            recovery={recovery}
            onRecoveryChange={setRecovery}
          />
          <FormError>
            {failure ? errorText(failure, twoStepMessages.wrongCode, clientMessages.communication) : null}
          </FormError>
          <div className={styles.buttons}>
            <Button
              variant="secondary"
              onClick={() => {
                reset();
                setStep({ kind: 'idle' });
              }}
            >
              {texts.cancel}
            </Button>
            <Button type="submit" disabled={pending}>
              {step.kind === 'setup'
                ? pending
                  ? texts.enabling
                  : texts.enable
                : pending
                  ? texts.disabling
                  : texts.disable}
            </Button>
          </div>
        </form>
      )}

      {step.kind === 'codes' && (
        <RecoveryCodes
          codes={step.codes}
          onDone={() => {
            setStep({ kind: 'idle' });
            reset();
            setNotice(twoStepMessages.enabled);
          }}
        />
      )}
      <FormNotice>{notice}</FormNotice>
    </div>
  );
}
