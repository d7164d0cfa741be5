import { twoStepEndpoints, twoStepMessages } from '@lien/contract';
import type { App } from '../../context';
import { route } from '../../endpoint-route';
import { currentUserId } from '../../plugins/authentication';
import type { TwoStepService } from './service';

/**
 * Two-step verification's own calls (issue #24): status, set-up, confirmation, turning off. The
 * log-in's second step is an auth route (features/auth/routes.ts), beside the first.
 */
export async function twoStepRoutes(app: App, service: TwoStepService): Promise<void> {
  route(app, twoStepEndpoints.status, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.status(currentUserId(request));
  });

  route(app, twoStepEndpoints.startSetup, {}, async (request, reply) => {
    // The secret is in this reply and in no other: nothing may keep a copy of it.
    reply.header('cache-control', 'no-store');
    return service.startSetup(currentUserId(request));
  });

  route(app, twoStepEndpoints.confirmSetup, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.confirmSetup(request, currentUserId(request), request.body.code);
  });

  route(app, twoStepEndpoints.disable, {}, async (request) => {
    await service.disable(request, currentUserId(request), request.body.code);
    return { status: 'ok' as const, message: twoStepMessages.disabled };
  });
}
