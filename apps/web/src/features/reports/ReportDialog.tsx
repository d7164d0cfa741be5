import { REPORT_REASONS, type ReportReason } from '@lien/contract';
import { discoveryMessages } from '@lien/contract/texts';
import { type FormEvent, useId, useState } from 'react';
import { readSession } from '../../session/storage';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';
import { failureText } from '../discovery/failureText';
import { useReportMutation } from '../discovery/queries';
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
 * Reporting a profile (PRODUCT §3 reasons, §8 messages): one reason among five, sent with
 * POST /api/report_profile. Shared by the deck, the profile view and the likes screen.
 */
export function ReportDialog({ open, ...props }: ReportDialogProps) {
  // Mounted only while open, so every opening starts without a reason or an old error.
  return open ? <ReportForm {...props} /> : null;
}

function ReportForm({ reportedUserId, onClose, onReported }: Omit<ReportDialogProps, 'open'>) {
  const formId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  /** Sending was refused here: no session to send it with. */
  const [signedOut, setSignedOut] = useState(false);
  const report = useReportMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason || report.isPending) return;
    if (!readSession()?.token) {
      report.reset();
      setSignedOut(true);
      return;
    }
    setSignedOut(false);
    report.mutate(
      { reportedUserId, reason },
      {
        onSuccess: (reply) => {
          onReported(reportedUserId, reply.message);
          onClose();
        },
      },
    );
  };
  const error = signedOut
    ? discoveryMessages.reportAuthError
    : report.isError
      ? failureText(report.error, discoveryMessages.reportStatusError, discoveryMessages.reportFallback)
      : null;

  return (
    <Modal
      title="Signaler ce profil"
      onClose={onClose}
      footer={
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={onClose}>
            Annuler
          </Button>
          <Button type="submit" form={formId} disabled={!reason || report.isPending}>
            {report.isPending ? 'Envoi...' : 'Signaler'}
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
                      setSignedOut(false);
                      if (report.isError) report.reset();
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
