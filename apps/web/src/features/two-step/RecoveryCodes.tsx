import { useState } from 'react';
import { Button } from '../../ui/Button';
import { FormError, FormNotice } from '../../ui/FormError';
import styles from './TwoStep.module.css';
import { twoStepTexts as texts } from './twoStepTexts';

/** Hands the codes to the browser as a text file, one a line. */
function downloadCodes(codes: string[]): void {
  const text = `${texts.downloadHeader}\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = texts.downloadFileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The ten recovery codes, shown once after set-up: copied, downloaded, or noted by hand; « J'ai
 * enregistré mes codes » closes them for good.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState('');

  const copy = async () => {
    setNotice('');
    setFailure('');
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setNotice(texts.copied);
    } catch {
      setFailure(texts.copyFailed);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="two-step-recovery-title">
      <h3 id="two-step-recovery-title" className={styles.panelTitle}>
        {texts.recoveryTitle}
      </h3>
      <p className={styles.text}>{texts.recoveryLead}</p>
      <ul className={styles.codes} aria-label={texts.recoveryTitle}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={() => void copy()}>
          {texts.copy}
        </Button>
        <Button variant="secondary" onClick={() => downloadCodes(codes)}>
          {texts.download}
        </Button>
      </div>
      <FormNotice>{notice}</FormNotice>
      <FormError>{failure}</FormError>
      <Button block onClick={onDone}>
        {texts.done}
      </Button>
    </section>
  );
}
