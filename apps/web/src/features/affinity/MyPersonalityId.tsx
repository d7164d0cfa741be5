import { discoveryMessages } from '@lien/contract/texts';
import { useId, useState } from 'react';
import { errorText } from '../../api/client';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { Switch } from '../../ui/Switch';
import styles from './Affinity.module.css';
import { useAffinitySharingMutation, useMyPersonalityIdQuery } from './queries';

/** The sharing switch's words (issue #16: an ID compares only when its holder shares it). */
export const AFFINITY_TEXTS = {
  shareLabel: 'Partager mon identifiant',
  privateHelp: 'Désactivé : personne ne peut se comparer à vous avec cet identifiant.',
  sharedHelp:
    'Activé : la personne à qui vous donnez cet identifiant peut comparer vos affinités. Désactivez-le quand vous voulez.',
  shareFailed: 'Le partage n’a pas pu être modifié. Veuillez réessayer.',
} as const;

/** Shown when the member's own ID cannot be loaded. */
export const MY_ID_LOAD_FAILED = 'Impossible de récupérer votre identifiant de personnalité.';

/** Copies through the Clipboard API; false where it is missing or refused (insecure page, denied). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The member's ID to hand to someone else, with a copy button; or the product brief's text before the test. */
export function MyPersonalityId() {
  const myId = useMyPersonalityIdQuery();
  const id = myId.data?.personalityId;
  const sharing = useAffinitySharingMutation();
  const sharingHelpId = useId();
  const [copied, setCopied] = useState('');
  const headingId = useId();

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Votre identifiant de personnalité
      </h2>
      {myId.isPending && <Spinner label="Chargement de votre identifiant..." />}
      {myId.isError && id === undefined && (
        <LoadFailed message={MY_ID_LOAD_FAILED} onRetry={() => void myId.refetch()} />
      )}
      {id === null && <p className={styles.muted}>{discoveryMessages.affinityNoTest}</p>}
      {typeof id === 'string' && (
        <>
          <p className={styles.idRow}>
            <code className={styles.id}>{id}</code>
            <Button
              variant="secondary"
              onClick={async () => {
                const done = await copyText(id);
                setCopied(
                  done
                    ? 'Identifiant copié.'
                    : "La copie a échoué : sélectionnez l'identifiant pour le copier.",
                );
              }}
            >
              Copier
            </Button>
          </p>
          <Switch
            label={AFFINITY_TEXTS.shareLabel}
            checked={myId.data?.shared ?? false}
            disabled={sharing.isPending}
            describedBy={sharingHelpId}
            onChange={(shared) => sharing.mutate(shared)}
          />
          <p id={sharingHelpId} className={styles.muted}>
            {myId.data?.shared ? AFFINITY_TEXTS.sharedHelp : AFFINITY_TEXTS.privateHelp}
          </p>
          {sharing.isError && <FormError>{errorText(sharing.error, AFFINITY_TEXTS.shareFailed)}</FormError>}
        </>
      )}
      <p role="status" className={styles.copied}>
        {copied}
      </p>
    </section>
  );
}
