import {
  appointmentSlotsReply,
  appointmentsReply,
  createAppointmentReply,
  type createAppointmentRequest,
  pendingMatchesReply,
} from '@lien/contract';
import type { z } from 'zod';
import { request } from './client';

/** What POST /api/appointments takes: a match, a proposed Paris date and one of the six times. */
export type CreateAppointment = z.infer<typeof createAppointmentRequest>;

/** Typed calls of the pending matches and the video-call planning (SPEC §2.5, §2.6). */
export const appointmentsApi = {
  /** The member's matches with no call planned yet, newest match first. */
  pendingMatches: () => request('/api/pending_matches', { reply: pendingMatchesReply }),
  /** The next 7 days' slots with a match, each free or taken for either of the two. */
  slots: (userId: number) =>
    request(`/api/appointment_slots?${new URLSearchParams({ userId: String(userId) })}`, {
      reply: appointmentSlotsReply,
    }),
  /** Books a slot; 409 when it was taken meanwhile, 400 when it is no longer proposed. */
  create: (body: CreateAppointment) =>
    request('/api/appointments', { method: 'POST', body, reply: createAppointmentReply }),
  /** The member's upcoming calls, soonest first. */
  list: () => request('/api/appointments', { reply: appointmentsReply }),
};
