import {
  discoveryEndpoints,
  profileViewEndpoints,
  type reportRequest,
  reportsEndpoints,
  SWIPE_PAGE_SIZE,
  type SwipeRequest,
} from '@lien/contract';
import type { z } from 'zod';
import { call } from './call';

/** POST /api/report_profile's body, as the contract validates it. */
export type ReportRequest = z.infer<typeof reportRequest>;

/** The discovery calls as the contract declares them (SPEC §7): the deck, a swipe, a profile, a report. */
export const discoveryApi = {
  /** The deck always asks from offset 0: the server leaves out everyone already swiped. */
  swipeProfiles: (offset = 0, limit = SWIPE_PAGE_SIZE) =>
    call(discoveryEndpoints.deck, { query: { offset, limit } }),
  deckWidening: () => call(discoveryEndpoints.widening),
  swipe: (swipe: SwipeRequest) => call(discoveryEndpoints.swipe, { body: swipe }),
  userProfile: (userId: number) => call(profileViewEndpoints.profile, { params: { id: userId } }),
  report: (report: ReportRequest) => call(reportsEndpoints.report, { body: report }),
};
