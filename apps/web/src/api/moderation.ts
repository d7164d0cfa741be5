import {
  type AppealRequest,
  type AppealReviewRequest,
  appealEndpoints,
  type ModerationDecisionRequest,
  moderationEndpoints,
} from '@lien/contract';
import { call } from './call';

/** The moderation console's calls (moderators only) and the public appeal page's. */
export const moderationApi = {
  queue: () => call(moderationEndpoints.queue),
  report: (id: number) => call(moderationEndpoints.report, { params: { id } }),
  decide: (body: ModerationDecisionRequest) => call(moderationEndpoints.decide, { body }),
  appeals: () => call(moderationEndpoints.appeals),
  reviewAppeal: (body: AppealReviewRequest) => call(moderationEndpoints.reviewAppeal, { body }),
  appealStatus: (token: string) => call(appealEndpoints.status, { body: { token } }),
  appeal: (body: AppealRequest) => call(appealEndpoints.appeal, { body }),
};
