import { accountMessages, twoStepMessages } from '@lien/contract';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { useLogout } from '../../session/useLogout';
import { Button, LinkButton } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { DeleteAccountDialog } from '../account/DeleteAccountDialog';
import { TwoStepCodeDialog } from '../two-step/TwoStepCodeDialog';
import { twoStepTexts } from '../two-step/twoStepTexts';
import styles from './MyProfile.module.css';
import { myProfileTexts as texts } from './myProfileTexts';
import { useExportMyDataMutation } from './queries';

/** Two-step verification on (issue #24): the export asks its code first. */
const asksForCode = (error: unknown) =>
  error instanceof ApiError && error.serverMessage === twoStepMessages.codeRequired;

/**
 * Mon Profil's account actions (PRODUCT §2.5, §4): the data export, the password, the settings and the
 * Premium offer (whose side-menu entries the product brief keeps disabled: this is their way in), logout and
 * deletion.
 */
export function AccountActions() {
  const logout = useLogout();
  const exporting = useExportMyDataMutation();
  // The code dialog's own export: its failures are the dialog's to say, not this screen's.
  const exportingWithCode = useExportMyDataMutation();
  const [deleting, setDeleting] = useState(false);
  const [askingCode, setAskingCode] = useState(false);
  const exportFailure =
    exporting.isError && !asksForCode(exporting.error) ? accountMessages.exportFailed : null;

  const download = () => {
    if (exporting.isPending) return;
    exporting.mutateAsync(undefined).catch((error: unknown) => {
      if (!asksForCode(error)) return;
      exportingWithCode.reset();
      setAskingCode(true);
    });
  };

  return (
    <section className={styles.section} aria-labelledby="my-account-title">
      <h2 id="my-account-title" className={styles.sectionTitle}>
        {texts.accountTitle}
      </h2>
      <div className={styles.actions}>
        <Button variant="secondary" block disabled={exporting.isPending} onClick={download}>
          {exporting.isPending ? texts.downloading : texts.download}
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
          onCode={(code) => exportingWithCode.mutate(code, { onSuccess: () => setAskingCode(false) })}
          pending={exportingWithCode.isPending || exportingWithCode.isSuccess}
          error={exportingWithCode.error}
        />
      )}
    </section>
  );
}
