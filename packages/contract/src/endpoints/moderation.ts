import { statusReply } from '../common';
import { endpoint } from '../endpoint';
import {
  appealQueueReply,
  appealRequest,
  appealReviewRequest,
  appealStatusReply,
  appealStatusRequest,
  funnelReply,
  moderationDecisionReply,
  moderationDecisionRequest,
  moderationQueueReply,
  moderationReportParams,
  moderationReportReply,
} from '../moderation';
import { transparencyQuery, transparencyReply } from '../transparency';
import { z } from '../zod-fr';

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
  /** Appeals waiting for review, overdue first (the oldest are), each with its due date. */
  appeals: endpoint({ method: 'GET', path: '/api/moderation/appeals', reply: appealQueueReply }),
  /** « Statistiques » (issue #27): the weekly funnel of the last eight weeks, counts only. */
  funnel: endpoint({ method: 'GET', path: '/api/moderation/funnel', reply: funnelReply }),
  /** The transparency report of a period (DSA art. 15 and 24): counts and medians, nobody's identity. */
  transparency: endpoint({
    method: 'GET',
    path: '/api/moderation/transparency',
    query: transparencyQuery,
    reply: transparencyReply,
  }),
  /** The same report as a CSV file (text/csv, French headers), for a spreadsheet or a regulator. */
  transparencyCsv: endpoint({
    method: 'GET',
    path: '/api/moderation/transparency.csv',
    query: transparencyQuery,
    reply: z.string(),
  }),
  /** Upholds or reverses a decision on appeal; the member is told by e-mail. */
  reviewAppeal: endpoint({
    method: 'POST',
    path: '/api/moderation/appeal_reviews',
    body: appealReviewRequest,
    reply: statusReply,
  }),
};

/**
 * The appeal page's calls, public: a suspended or banned member cannot sign in, so the link of their
 * statement of reasons (its single-use token) is what lets them contest it.
 */
export const appealEndpoints = {
  status: endpoint({
    method: 'POST',
    path: '/api/appeal_status',
    auth: 'public',
    body: appealStatusRequest,
    reply: appealStatusReply,
  }),
  appeal: endpoint({
    method: 'POST',
    path: '/api/appeal',
    auth: 'public',
    body: appealRequest,
    reply: statusReply,
  }),
};
