import { meetingMessages, meetingsEndpoints } from '@lien/contract';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import type { ActiveMemberRouteOptions } from '../../plugins/activity';
import { currentUserId } from '../../plugins/authentication';
import { MeetingsService } from './service';

/** « Vous vous êtes vus ? »: the member's pending questions, and their answer to one. */
export async function meetingsRoutes(
  app: App,
  { db }: AppContext,
  options: ActiveMemberRouteOptions,
): Promise<void> {
  const meetings = new MeetingsService(db);

  route(app, meetingsEndpoints.questions, options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { questions: await meetings.pending(currentUserId(request)) };
  });

  route(app, meetingsEndpoints.answer, options, async (request) => {
    await meetings.answer(currentUserId(request), request.body.conversationId, request.body.answer);
    return { status: 'ok' as const, message: meetingMessages.thanks };
  });
}
