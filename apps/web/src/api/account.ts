import { accountEndpoints, type DataExport, type DeleteAccountRequest } from '@lien/contract';
import { call } from './call';

/** The member's account calls: deletion (SPEC §7) and the data export (RGPD art. 15, 20). */
export const accountApi = {
  /** The comment travels only with the reason 'Autre' (SPEC §5); the caller leaves it out otherwise. */
  deleteAccount: (body: DeleteAccountRequest) => call(accountEndpoints.deleteAccount, { body }),
  /** With two-step verification on, its code (issue #24). */
  exportMyData: (twoStepCode?: string) =>
    call(accountEndpoints.exportMyData, { body: twoStepCode ? { twoStepCode } : {} }),
};

/** Hands the export to the browser as a JSON file named after the day it was made. */
export function saveExportFile(data: DataExport): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `lien-mes-donnees-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
