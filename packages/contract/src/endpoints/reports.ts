import { statusReply } from '../common';
import { reportRequest } from '../discovery';
import { endpoint } from '../endpoint';

/** Reporting a member to moderation (PRODUCT §2.5, §3). */
export const reportsEndpoints = {
  report: endpoint({ method: 'POST', path: '/api/report_profile', body: reportRequest, reply: statusReply }),
};
