import {
  appointmentSlotsQuery,
  appointmentSlotsReply,
  appointmentsReply,
  createAppointmentReply,
  createAppointmentRequest,
} from '../chat';
import { endpoint } from '../endpoint';

/** The video-call planning (PRODUCT §2.6); the partner must be a match. */
export const videoCallEndpoints = {
  /** The next 7 days' slots with a match, each free or taken for either of the two. */
  slots: endpoint({
    method: 'GET',
    path: '/api/appointment_slots',
    query: appointmentSlotsQuery,
    reply: appointmentSlotsReply,
  }),
  /** Books a slot; 409 when it was taken meanwhile, 400 when it is no longer proposed. */
  create: endpoint({
    method: 'POST',
    path: '/api/appointments',
    body: createAppointmentRequest,
    reply: createAppointmentReply,
  }),
  /** The member's upcoming calls, soonest first. */
  upcoming: endpoint({ method: 'GET', path: '/api/appointments', reply: appointmentsReply }),
};
