import { consentMessages, type SensitiveConsentState } from '@lien/contract';
import { LOCALE, NOT_SHARED, SENSITIVE_CONSENT_TEXT, TIME_ZONE } from '@lien/contract/rules';
import { useId, useState } from 'react';
import { errorText } from '../../api/client';
import { Button } from '../../ui/Button';
import { FormError, FormNotice } from '../../ui/FormError';
import { LoadFailed } from '../../ui/LoadFailed';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { useChangeSensitiveConsentMutation, useSensitiveConsent } from './queries';
import styles from './SensitiveConsent.module.css';

const dateTime = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});
const formatDate = (iso: string) => dateTime.format(new Date(iso));

/** What the member's consent is, in a sentence. */
function stateText(state: SensitiveConsentState): string {
  if (state.given && state.givenAt) {
    return `Vous avez donné votre accord le ${formatDate(state.givenAt)} (texte du ${state.version ?? state.currentVersion}).`;
  }
  if (state.withdrawnAt) {
    return `Vous avez retiré votre accord le ${formatDate(state.withdrawnAt)} : vos réponses aux questions sensibles ont été effacées.`;
  }
  return `Vous n'avez pas donné votre accord : les questions sensibles sont passées, et ces affinités apparaissent comme « ${NOT_SHARED} ».`;
}

/**
 * 'Données sensibles' of /privacy (RGPD art. 7 and 9): the consent to sensitive questions with its
 * date, a withdrawal after a confirmation (the answers are erased at once), and the consent given
 * from here too, its box left unticked.
 */
export function SensitiveConsentSection() {
  const consent = useSensitiveConsent();
  const change = useChangeSensitiveConsentMutation();
  const [ticked, setTicked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState('');
  const headingId = useId();

  const decide = (give: boolean) => {
    setNotice('');
    change.mutate(give, {
      onSuccess: () => {
        setConfirming(false);
        setTicked(false);
        setNotice(
          give
            ? 'Votre accord est enregistré. Refaites le test de personnalité depuis le menu pour répondre aux questions sensibles.'
            : 'Votre accord est retiré et vos réponses aux questions sensibles sont effacées.',
        );
      },
    });
  };
  const error = change.isError ? errorText(change.error, consentMessages.saveFailed) : null;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Données sensibles
      </h2>
      {consent.isPending ? (
        <Spinner label="Chargement de votre accord..." />
      ) : consent.isError ? (
        <LoadFailed message={consentMessages.loadFailed} onRetry={() => void consent.refetch()} />
      ) : (
        <>
          <p className={styles.text}>{stateText(consent.data)}</p>
          {consent.data.given ? (
            <Button variant="secondary" block aria-haspopup="dialog" onClick={() => setConfirming(true)}>
              Retirer mon accord
            </Button>
          ) : (
            <>
              <p className={styles.text}>{SENSITIVE_CONSENT_TEXT.intro}</p>
              <p className={styles.text}>{SENSITIVE_CONSENT_TEXT.uses}</p>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={ticked}
                  onChange={(event) => setTicked(event.target.checked)}
                />
                <span>{SENSITIVE_CONSENT_TEXT.checkbox}</span>
              </label>
              <Button block disabled={!ticked || change.isPending} onClick={() => decide(true)}>
                Donner mon accord
              </Button>
            </>
          )}
          {!confirming && <FormError>{error}</FormError>}
          <FormNotice>{notice}</FormNotice>
        </>
      )}
      {confirming && (
        <Modal
          title="Retirer votre accord ?"
          onClose={() => setConfirming(false)}
          footer={
            <>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                Annuler
              </Button>
              <Button disabled={change.isPending} onClick={() => decide(false)}>
                {change.isPending ? 'Retrait en cours...' : 'Retirer mon accord'}
              </Button>
            </>
          }
        >
          <p className={styles.text}>
            Vos réponses aux questions sensibles seront effacées immédiatement. Vos affinités dans les
            catégories concernées apparaîtront comme « {NOT_SHARED} », et vos préférences de religion et
            d'orientation politique reviendront à « Peu importe ».
          </p>
          <FormError>{error}</FormError>
        </Modal>
      )}
    </section>
  );
}
