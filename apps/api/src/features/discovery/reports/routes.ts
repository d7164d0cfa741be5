import {
  blockedProfilesReply,
  blockMessages,
  discoveryMessages,
  reportRequest,
  statusReply,
  unblockProfileRequest,
} from '@lien/contract';
import type { App } from '../../../context';
import { currentUserId } from '../../../plugins/authentication';
import type { DiscoveryRouteOptions } from '../routes';
import type { ReportsService } from './service';

/**
 * POST /api/report_profile { reportedUserId, reason } (DESIGN's path for "report profile"), and the
 * privacy screen's blocked profiles: GET /api/blocked_profiles and POST /api/unblock_profile { userId }.
 */
export function reportRoutes(app: App, reports: ReportsService, options: DiscoveryRouteOptions): void {
  app.post(
    '/api/report_profile',
    { ...options, schema: { body: reportRequest, response: { 200: statusReply } } },
    async (request) => {
      await reports.report(currentUserId(request), request.body.reportedUserId, request.body.reason);
      return { status: 'ok' as const, message: discoveryMessages.reportSaved };
    },
  );

  app.get(
    '/api/blocked_profiles',
    { ...options, schema: { response: { 200: blockedProfilesReply } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { profiles: await reports.blocked(currentUserId(request)) };
    },
  );

  app.post(
    '/api/unblock_profile',
    { ...options, schema: { body: unblockProfileRequest, response: { 200: statusReply } } },
    async (request) => {
      await reports.unblock(currentUserId(request), request.body.userId);
      return { status: 'ok' as const, message: blockMessages.unblocked };
    },
  );
}
