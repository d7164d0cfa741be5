import { legalMessages } from '@lien/contract/texts';
import { lazy, Suspense } from 'react';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import { LEGAL_FAILURES, LEGAL_TITLES } from '../../legal/documents';
import type { LegalDocument } from '../../legal/queries';
import { useLegalTextQuery } from '../../legal/queries';
import styles from './LegalModal.module.css';

const Markdown = lazy(() => import('./Markdown'));

/** PRODUCT §2.2 and §8: the terms or the privacy policy over the form, with "Fermer". */
export function LegalModal({ document, onClose }: { document: LegalDocument; onClose: () => void }) {
  const text = useLegalTextQuery(document);
  // Opened again after a failure, the text is asked for again: the spinner shows meanwhile.
  const failed = text.isError && !text.isFetching;

  return (
    <Modal
      title={LEGAL_TITLES[document]}
      onClose={onClose}
      footer={
        <Button block onClick={onClose}>
          Fermer
        </Button>
      }
    >
      {text.data === undefined && !failed && <Spinner />}
      {/* PRODUCT §8's own form for these two texts: a heading and the reason, closed by 'Fermer'. */}
      {failed && (
        <div role="alert">
          <h3 className={styles.errorHeading}>{legalMessages.errorHeading}</h3>
          <p>{LEGAL_FAILURES[document]}</p>
        </div>
      )}
      {text.data !== undefined && (
        <Suspense fallback={<Spinner />}>
          <Markdown text={text.data} />
        </Suspense>
      )}
    </Modal>
  );
}
