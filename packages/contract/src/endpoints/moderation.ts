import { endpoint } from '../endpoint';
import {
  moderationDecisionReply,
  moderationDecisionRequest,
  moderationQueueReply,
  moderationReportParams,
  moderationReportReply,
} from '../moderation';

/** The moderation console's calls: moderators only (a role given from the command line). */
export const moderationEndpoints = {
  /** Open reports, 'Mineur' and 'Harcèlement' first, oldest first within each. */
  queue: endpoint({ method: 'GET', path: '/api/moderation/queue', reply: moderationQueueReply }),
  report: endpoint({
    method: 'GET',
    path: '/api/moderation/reports/:id',
    params: moderationReportParams,
    reply: moderationReportReply,
  }),
  /** Decides on a report; the member receives the statement of reasons, the reporter the outcome. */
  decide: endpoint({
    method: 'POST',
    path: '/api/moderation/decisions',
    body: moderationDecisionRequest,
    reply: moderationDecisionReply,
  }),
};
