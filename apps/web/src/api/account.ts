import { accountEndpoints, type DeleteAccountRequest } from '@lien/contract';
import { call } from './call';

export { saveExportFile } from '../features/account/exportFile';

/**
 * Left for my-profile's AccountActions until it uses features/account/queries.ts
 * (useExportMyDataMutation); nothing else reads it, and it goes then.
 */
export const accountApi = {
  deleteAccount: (body: DeleteAccountRequest) => call(accountEndpoints.deleteAccount, { body }),
  exportMyData: (twoStepCode?: string) =>
    call(accountEndpoints.exportMyData, { body: twoStepCode ? { twoStepCode } : {} }),
};
