import { dataExportReply, dataExportRequest, deleteAccountRequest } from '../account';
import { statusReply } from '../common';
import { endpoint } from '../endpoint';

/** The member's account: deletion (PRODUCT §7) and the data export (RGPD art. 15 and 20). */
export const accountEndpoints = {
  /** The comment travels only with the reason 'Autre' (PRODUCT §5). */
  deleteAccount: endpoint({
    method: 'POST',
    path: '/api/delete_account',
    body: deleteAccountRequest,
    reply: statusReply,
  }),
  /** A POST since issue #24: the code of two-step verification travels in its body. */
  exportMyData: endpoint({
    method: 'POST',
    path: '/api/export_my_data',
    body: dataExportRequest,
    reply: dataExportReply,
  }),
};
