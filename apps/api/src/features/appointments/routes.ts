import {
  appointmentSlotsQuery,
  appointmentSlotsReply,
  appointmentsReply,
  createAppointmentReply,
  createAppointmentRequest,
  pendingMatchesReply,
} from '@lien/contract';
import type { App, AppContext } from '../../context';
import { currentUserId } from '../../plugins/authentication';
import { AppointmentsService } from './service';

/**
 * Pending matches and video-call appointments (SPEC §2.5, §2.6): GET /api/pending_matches,
 * GET /api/appointment_slots?userId=, POST and GET /api/appointments. The member is always the
 * session's; the partner must be a match.
 */
export async function appointmentsRoutes(app: App, ctx: AppContext): Promise<void> {
  const service = new AppointmentsService(ctx.db, {
    mailer: ctx.mailer,
    videoHostUrl: ctx.config.videoHostUrl,
    log: app.log,
    // The partner's open agenda and slots refresh at once (features/realtime, any instance).
    notify: (userId, appointmentId) => ctx.live.notify(userId, { type: 'appointment', appointmentId }),
  });

  app.get(
    '/api/pending_matches',
    { schema: { response: { 200: pendingMatchesReply } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { matches: await service.pendingMatches(currentUserId(request)) };
    },
  );

  app.get(
    '/api/appointment_slots',
    { schema: { querystring: appointmentSlotsQuery, response: { 200: appointmentSlotsReply } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { days: await service.slots(currentUserId(request), request.query.userId) };
    },
  );

  app.post(
    '/api/appointments',
    { schema: { body: createAppointmentRequest, response: { 200: createAppointmentReply } } },
    async (request) => ({ appointment: await service.book(currentUserId(request), request.body) }),
  );

  app.get(
    '/api/appointments',
    { schema: { response: { 200: appointmentsReply } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { appointments: await service.upcoming(currentUserId(request)) };
    },
  );
}
