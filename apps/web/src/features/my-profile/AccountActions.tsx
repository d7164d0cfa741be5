import { accountMessages, twoStepMessages } from '@lien/contract';
import { useState } from 'react';
import { accountApi, saveExportFile } from '../../api/account';
import { ApiError } from '../../api/client';
import { useLogout } from '../../session/useLogout';
import { Button, LinkButton } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { DeleteAccountDialog } from '../account/DeleteAccountDialog';
import { TwoStepCodeDialog } from '../two-step/TwoStepCodeDialog';
import { twoStepTexts } from '../two-step/twoStepTexts';
import styles from './MyProfile.module.css';
import { myProfileTexts as texts } from './myProfileTexts';

/**
 * Mon Profil's account actions (SPEC §2.5, §4): the data export, the password, the settings and the
 * Premium offer (whose side-menu entries the spec keeps disabled: this is their way in), logout and
 * deletion.
 */
export function AccountActions() {
  const logout = useLogout();
  const [exporting, setExporting] = useState(false);
  const [exportFailure, setExportFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [askingCode, setAskingCode] = useState(false);

  const download = async () => {
    setExporting(true);
    setExportFailure(null);
    try {
      saveExportFile(await accountApi.exportMyData());
    } catch (error) {
      // Two-step verification on (issue #24): the export asks its code first.
      if (error instanceof ApiError && error.serverMessage === twoStepMessages.codeRequired)
        setAskingCode(true);
      else setExportFailure(accountMessages.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="my-account-title">
      <h2 id="my-account-title" className={styles.sectionTitle}>
        {texts.accountTitle}
      </h2>
      <div className={styles.actions}>
        <Button variant="secondary" block disabled={exporting} onClick={download}>
          {exporting ? texts.downloading : texts.download}
        </Button>
        <p className={styles.hint}>{texts.downloadHint}</p>
        <FormError>{exportFailure}</FormError>
        <LinkButton to="/changePassword" variant="secondary" block>
          {texts.changePassword}
        </LinkButton>
        <LinkButton to="/settings" variant="secondary" block>
          {texts.settings}
        </LinkButton>
        <LinkButton to="/premium" variant="secondary" block>
          {texts.premium}
        </LinkButton>
        <Button variant="secondary" block onClick={logout}>
          {texts.logout}
        </Button>
        <Button variant="ghost" block className={styles.dangerText} onClick={() => setDeleting(true)}>
          {texts.deleteAccount}
        </Button>
      </div>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
      {askingCode && (
        <TwoStepCodeDialog
          title={twoStepTexts.exportTitle}
          lead={twoStepTexts.exportLead}
          confirmLabel={twoStepTexts.exportConfirm}
          pendingLabel={twoStepTexts.exporting}
          onClose={() => setAskingCode(false)}
          onCode={async (code) => {
            saveExportFile(await accountApi.exportMyData(code));
            setAskingCode(false);
          }}
        />
      )}
    </section>
  );
}
