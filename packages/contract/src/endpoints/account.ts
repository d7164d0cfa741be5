import { dataExportReply, deleteAccountRequest } from '../account';
import { statusReply } from '../common';
import { endpoint } from '../endpoint';

/** The member's account: deletion (SPEC §7) and the data export (RGPD art. 15 and 20). */
export const accountEndpoints = {
  /** The comment travels only with the reason 'Autre' (SPEC §5). */
  deleteAccount: endpoint({
    method: 'POST',
    path: '/api/delete_account',
    body: deleteAccountRequest,
    reply: statusReply,
  }),
  exportMyData: endpoint({ method: 'GET', path: '/api/export_my_data', reply: dataExportReply }),
};
