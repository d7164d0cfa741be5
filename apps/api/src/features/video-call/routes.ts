import { videoCallEndpoints } from '@lien/contract';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import { currentUserId } from '../../plugins/authentication';
import { VideoCallService } from './service';

/**
 * Video-call appointments (PRODUCT §2.6): GET /api/appointment_slots?userId=, POST and GET /api/appointments. The member is always the
 * session's; the partner must be a match.
 */
export async function videoCallRoutes(app: App, ctx: AppContext): Promise<void> {
  const service = new VideoCallService(ctx.db, {
    mailer: ctx.mailer,
    videoHostUrl: ctx.config.videoHostUrl,
    log: app.log,
    // The partner's open agenda and slots refresh at once (features/realtime, any instance).
    notify: (userId, appointmentId) => ctx.live.notify(userId, { type: 'appointment', appointmentId }),
  });

  route(app, videoCallEndpoints.slots, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { days: await service.slots(currentUserId(request), request.query.userId) };
  });

  route(app, videoCallEndpoints.create, {}, async (request) => ({
    appointment: await service.book(currentUserId(request), request.body),
  }));

  route(app, videoCallEndpoints.upcoming, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { appointments: await service.upcoming(currentUserId(request)) };
  });
}
