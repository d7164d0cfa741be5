import {
  accountMessages,
  DELETE_COMMENT_MAX_LENGTH,
  DELETE_REASON_OTHER,
  DELETE_REASONS,
  type DeleteReason,
  twoStepMessages,
} from '@lien/contract';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { clearAllStorage } from '../../session/storage';
import { Button } from '../../ui/Button';
import { RadioGroup } from '../../ui/ChoiceField';
import { FormError } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';
import { PasswordField } from '../../ui/PasswordField';
import { TextAreaField } from '../../ui/TextAreaField';
import { useTwoStepStatus } from '../two-step/queries';
import { TwoStepCodeField } from '../two-step/TwoStepCodeField';
import styles from './Account.module.css';
import { accountTexts as texts } from './accountTexts';
import { useDeleteAccountMutation } from './queries';

const REASON_CHOICES = DELETE_REASONS.map((reason) => ({ value: reason, label: reason }));

/** PRODUCT §8: the server's error, else its status, else the generic failure. */
function deletionFailure(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? accountMessages.deleteStatus(error.status);
  return accountMessages.deleteFailed;
}

/**
 * The delete-account dialog (PRODUCT §2.5, §5): a reason (a comment box for 'Autre'), the password,
 * 'Annuler' and 'Confirmer'. Once the server has deleted the account, local storage is cleared and
 * the member reaches /goodbye (PRODUCT §4).
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const formId = useId();
  const [reason, setReason] = useState<DeleteReason | null>(null);
  const [comment, setComment] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  // Two-step verification on (issue #24): its code too, asked at once, or once the server says so.
  const twoStep = useTwoStepStatus();
  const [codeAsked, setCodeAsked] = useState(false);
  const needsCode = codeAsked || twoStep.data?.enabled === true;
  const [errors, setErrors] = useState<{ reason?: string; password?: string; code?: string }>({});
  const deletion = useDeleteAccountMutation();
  const failure = deletion.error && deletionFailure(deletion.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (deletion.isPending) return;
    const found = {
      reason: reason ? undefined : accountMessages.reasonRequired,
      password: password ? undefined : accountMessages.passwordRequired,
      code: needsCode && !code.trim() ? twoStepMessages.codeRequired : undefined,
    };
    setErrors(found);
    if (!reason || !password || found.code) return;
    deletion.mutate(
      {
        password,
        reason,
        ...(reason === DELETE_REASON_OTHER && comment.trim() ? { comment: comment.trim() } : {}),
        ...(needsCode ? { twoStepCode: code } : {}),
      },
      {
        onSuccess: () => {
          // The member changes to none: their cache, live connection and push subscription end too.
          clearAllStorage();
          navigate('/goodbye', { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.serverMessage === twoStepMessages.codeRequired)
            setCodeAsked(true);
        },
      },
    );
  };

  return (
    <Modal
      title={texts.deleteTitle}
      onClose={onClose}
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={deletion.isPending} className={styles.danger}>
            {deletion.isPending ? texts.deleting : texts.confirm}
          </Button>
        </div>
      }
    >
      <form id={formId} className={styles.dialogForm} noValidate onSubmit={submit}>
        <p className={styles.hint}>{texts.deleteLead}</p>
        <RadioGroup
          legend={texts.reasonLegend}
          name="reason"
          choices={REASON_CHOICES}
          value={reason}
          onValueChange={(choice) => {
            setReason(choice);
            setErrors((current) => ({ ...current, reason: undefined }));
          }}
          error={errors.reason}
          stacked
        />
        {reason === DELETE_REASON_OTHER && (
          <TextAreaField
            label={texts.commentLabel}
            value={comment}
            maxLength={DELETE_COMMENT_MAX_LENGTH}
            rows={3}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
        )}
        <PasswordField
          label={texts.passwordLabel}
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
        />
        {needsCode && (
          <TwoStepCodeField
            value={code}
            error={errors.code}
            onChange={(value) => {
              setCode(value);
              setErrors((current) => ({ ...current, code: undefined }));
            }}
            recovery={recovery}
            onRecoveryChange={setRecovery}
          />
        )}
        <FormError>{failure}</FormError>
      </form>
    </Modal>
  );
}
