import { discoveryMessages } from '@lien/contract';
import { useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Spinner } from '../../ui/Spinner';
import styles from './Affinity.module.css';
import type { MyIdLoad } from './useMyPersonalityId';

/** Copies through the Clipboard API; false where it is missing or refused (insecure page, denied). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The member's ID to hand to someone else, with a copy button; or the spec's text before the test. */
export function MyPersonalityId({ load, retry }: { load: MyIdLoad; retry: () => void }) {
  const [copied, setCopied] = useState('');
  const headingId = useId();

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Votre identifiant de personnalité
      </h2>
      {load.status === 'loading' && <Spinner label="Chargement de votre identifiant..." />}
      {load.status === 'failed' && (
        <>
          <FormError>Impossible de récupérer votre identifiant de personnalité.</FormError>
          <Button variant="secondary" onClick={retry}>
            Réessayer
          </Button>
        </>
      )}
      {load.status === 'ready' && load.id === null && (
        <p className={styles.muted}>{discoveryMessages.affinityNoTest}</p>
      )}
      {load.status === 'ready' && load.id !== null && (
        <>
          <p className={styles.idRow}>
            <code className={styles.id}>{load.id}</code>
            <Button
              variant="secondary"
              onClick={async () => {
                const done = load.id !== null && (await copyText(load.id));
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
          <p className={styles.muted}>Partagez-le avec la personne avec qui vous voulez vous comparer.</p>
        </>
      )}
      <p role="status" className={styles.copied}>
        {copied}
      </p>
    </section>
  );
}
