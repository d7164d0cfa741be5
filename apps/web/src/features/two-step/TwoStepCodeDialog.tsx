import { twoStepMessages } from '@lien/contract';
import { clientMessages } from '@lien/contract/texts';
import { type FormEvent, useId, useState } from 'react';
import { errorText } from '../../api/client';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';
import styles from './TwoStep.module.css';
import { TwoStepCodeField } from './TwoStepCodeField';
import { twoStepTexts as texts } from './twoStepTexts';

export interface TwoStepCodeDialogProps {
  title: string;
  lead: string;
  confirmLabel: string;
  pendingLabel: string;
  /** Starts the protected action with the code (a mutation of the caller's). */
  onCode: (code: string) => void;
  /** The action is on its way (or done: the caller is closing the dialog). */
  pending: boolean;
  /** The action's failure, shown here as a refusal of the code (wrong code, too many), or null. */
  error: unknown;
  onClose: () => void;
}

/** Asks the code of two-step verification before an action it protects (the data export). */
export function TwoStepCodeDialog({
  title,
  lead,
  confirmLabel,
  pendingLabel,
  onCode,
  pending,
  error,
  onClose,
}: TwoStepCodeDialogProps) {
  const formId = useId();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  /** No code typed: said here, nothing sent. */
  const [codeMissing, setCodeMissing] = useState(false);
  const failure = codeMissing
    ? twoStepMessages.codeRequired
    : error
      ? errorText(error, twoStepMessages.wrongCode, clientMessages.communication)
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setCodeMissing(!code.trim());
    if (code.trim()) onCode(code);
  };

  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit}>
        <p className={styles.text}>{lead}</p>
        <TwoStepCodeField
          value={code}
          onChange={setCode}
          recovery={recovery}
          onRecoveryChange={setRecovery}
          autoFocus
        />
        <FormError>{failure}</FormError>
      </form>
    </Modal>
  );
}
