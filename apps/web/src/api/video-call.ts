import { type createAppointmentRequest, pendingMatchesEndpoints, videoCallEndpoints } from '@lien/contract';
import type { z } from 'zod';
import { call } from './call';

/** What POST /api/appointments takes: a match, a proposed Paris date and one of the six times. */
export type CreateAppointment = z.infer<typeof createAppointmentRequest>;

/** The pending matches and the video-call planning (SPEC §2.5, §2.6), as the contract declares them. */
export const videoCallApi = {
  pendingMatches: () => call(pendingMatchesEndpoints.list),
  slots: (userId: number) => call(videoCallEndpoints.slots, { query: { userId } }),
  create: (body: CreateAppointment) => call(videoCallEndpoints.create, { body }),
  list: () => call(videoCallEndpoints.upcoming),
};
