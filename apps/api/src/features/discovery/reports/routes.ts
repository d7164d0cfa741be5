import { blockMessages, discoveryMessages, reportsEndpoints } from '@lien/contract';
import type { App } from '../../../context';
import { route } from '../../../endpoint-route';
import { currentUserId } from '../../../plugins/authentication';
import type { DiscoveryRouteOptions } from '../routes';
import type { ReportsService } from './service';

/** Reporting or blocking a profile, and the privacy screen's list of both, unblocked one by one. */
export function reportRoutes(app: App, reports: ReportsService, options: DiscoveryRouteOptions): void {
  route(app, reportsEndpoints.report, options, async (request) => {
    await reports.report(currentUserId(request), request.body.reportedUserId, request.body.reason);
    return { status: 'ok' as const, message: discoveryMessages.reportSaved };
  });

  route(app, reportsEndpoints.block, options, async (request) => {
    await reports.block(currentUserId(request), request.body.userId);
    return { status: 'ok' as const, message: blockMessages.blocked };
  });

  route(app, reportsEndpoints.blocked, options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { profiles: await reports.blocked(currentUserId(request)) };
  });

  route(app, reportsEndpoints.unblock, options, async (request) => {
    await reports.unblock(currentUserId(request), request.body.userId);
    return { status: 'ok' as const, message: blockMessages.unblocked };
  });
}
