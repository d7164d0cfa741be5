import { statusReply } from '../common';
import { reportRequest } from '../discovery';
import { endpoint } from '../endpoint';

/** Reporting a member to moderation (SPEC §2.5, §3). */
export const reportsEndpoints = {
  report: endpoint({ method: 'POST', path: '/api/report_profile', body: reportRequest, reply: statusReply }),
};
