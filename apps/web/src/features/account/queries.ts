import { accountEndpoints, type DeleteAccountRequest } from '@lien/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/call';
import { saveExportFile } from './exportFile';

/**
 * Deletes the member's account (PRODUCT §2.5, §7). The comment travels only with the reason 'Autre'
 * (PRODUCT §5), the code only with two-step verification on (issue #24); the caller leaves them out
 * otherwise. Nothing to update in the cache: the screen then clears everything of the member.
 */
export function useDeleteAccountMutation() {
  return useMutation({
    mutationFn: (body: DeleteAccountRequest) => call(accountEndpoints.deleteAccount, { body }),
  });
}

/**
 * The member's data export (RGPD art. 15, 20), handed to the browser as a file; with two-step
 * verification on, its code (issue #24).
 */
export function useExportMyDataMutation() {
  return useMutation({
    mutationFn: (twoStepCode?: string) =>
      call(accountEndpoints.exportMyData, { body: twoStepCode ? { twoStepCode } : {} }),
    onSuccess: saveExportFile,
  });
}
