import { discoveryMessages, REPORT_REASONS, type ReportReason } from '@lien/contract';
import { type FormEvent, useId, useState } from 'react';
import { discoveryApi } from '../../api/discovery';
import { readSession } from '../../session/storage';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';
import { useSubmission } from '../../ui/useSubmission';
import { failureText } from '../discovery/failureText';
import styles from './ReportDialog.module.css';

export interface ReportDialogProps {
  open: boolean;
  /** The member being reported. */
  reportedUserId: number;
  /** Cancel, Escape or the backdrop; also called after a successful report. */
  onClose: () => void;
  /**
   * The report was stored: the caller takes the profile away (deck, likes). `message` is the
   * server's thank-you, for a caller that wants to show it.
   */
  onReported: (reportedUserId: number, message?: string) => void;
}

/**
 * Reporting a profile (SPEC §3 reasons, §8 messages): one reason among five, sent with
 * POST /api/report_profile. Shared by the deck, the profile view and the likes screen.
 */
export function ReportDialog({ open, ...props }: ReportDialogProps) {
  // Mounted only while open, so every opening starts without a reason or an old error.
  return open ? <ReportForm {...props} /> : null;
}

function ReportForm({ reportedUserId, onClose, onReported }: Omit<ReportDialogProps, 'open'>) {
  const formId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { pending, run } = useSubmission();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    void run(async () => {
      setError(null);
      if (!readSession()?.token) {
        setError(discoveryMessages.reportAuthError);
        return;
      }
      try {
        const reply = await discoveryApi.report({ reportedUserId, reason });
        onReported(reportedUserId, reply.message);
        onClose();
      } catch (failure) {
        setError(failureText(failure, discoveryMessages.reportStatusError, discoveryMessages.reportFallback));
      }
    });
  };

  return (
    <Modal
      title="Signaler ce profil"
      onClose={onClose}
      footer={
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={onClose}>
            Annuler
          </Button>
          <Button type="submit" form={formId} disabled={!reason || pending}>
            {pending ? 'Envoi...' : 'Signaler'}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            Pourquoi signalez-vous ce profil ? Notre équipe de modération examinera votre signalement.
          </legend>
          <ul className={styles.reasons}>
            {REPORT_REASONS.map((choice) => (
              <li key={choice}>
                <label className={styles.reason}>
                  <input
                    type="radio"
                    name="reason"
                    value={choice}
                    checked={reason === choice}
                    onChange={() => {
                      setReason(choice);
                      setError(null);
                    }}
                  />
                  {choice}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <FormError>{error}</FormError>
      </form>
    </Modal>
  );
}
