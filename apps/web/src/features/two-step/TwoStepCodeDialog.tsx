import { clientMessages, twoStepMessages } from '@lien/contract';
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
  /** Does the protected action with the code; a refusal (wrong code, too many) is shown in the dialog. */
  onCode: (code: string) => Promise<void>;
  onClose: () => void;
}

/** Asks the code of two-step verification before an action it protects (the data export). */
export function TwoStepCodeDialog({
  title,
  lead,
  confirmLabel,
  pendingLabel,
  onCode,
  onClose,
}: TwoStepCodeDialogProps) {
  const formId = useId();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!code.trim()) {
      setFailure(twoStepMessages.codeRequired);
      return;
    }
    setFailure(null);
    setPending(true);
    try {
      await onCode(code);
    } catch (error) {
      setFailure(errorText(error, twoStepMessages.wrongCode, clientMessages.communication));
      setPending(false);
    }
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
