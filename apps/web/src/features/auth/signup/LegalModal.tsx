import { legalMessages } from '@lien/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { LegalDocument } from '../../../api/legal';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import styles from './LegalModal.module.css';
import { loadLegalText } from './legalTexts';

const Markdown = lazy(() => import('./Markdown'));

const titles: Record<LegalDocument, string> = {
  terms: "Conditions d'utilisation",
  privacy: 'Politique de confidentialité',
};

const failures: Record<LegalDocument, string> = {
  terms: legalMessages.termsFailed,
  privacy: legalMessages.privacyFailed,
};

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; text: string };

/** SPEC §2.2 and §8: the terms or the privacy policy over the form, with "Fermer". */
export function LegalModal({ document, onClose }: { document: LegalDocument; onClose: () => void }) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadLegalText(document).then(
      (text) => live && setState({ status: 'ready', text }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [document]);

  return (
    <Modal
      title={titles[document]}
      onClose={onClose}
      footer={
        <Button block onClick={onClose}>
          Fermer
        </Button>
      }
    >
      {state.status === 'loading' && <Spinner />}
      {state.status === 'failed' && (
        <div role="alert">
          <h3 className={styles.errorHeading}>{legalMessages.errorHeading}</h3>
          <p>{failures[document]}</p>
        </div>
      )}
      {state.status === 'ready' && (
        <Suspense fallback={<Spinner />}>
          <Markdown text={state.text} />
        </Suspense>
      )}
    </Modal>
  );
}
