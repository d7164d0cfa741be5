import { discoveryMessages, reportRequest, statusReply } from '@lien/contract';
import type { App } from '../../../context';
import { currentUserId } from '../../../plugins/authentication';
import type { DiscoveryRouteOptions } from '../routes';
import type { ReportsService } from './service';

/** POST /api/report_profile { reportedUserId, reason } (DESIGN's path for "report profile"). */
export function reportRoutes(app: App, reports: ReportsService, options: DiscoveryRouteOptions): void {
  app.post(
    '/api/report_profile',
    { ...options, schema: { body: reportRequest, response: { 200: statusReply } } },
    async (request) => {
      await reports.report(currentUserId(request), request.body.reportedUserId, request.body.reason);
      return { status: 'ok' as const, message: discoveryMessages.reportSaved };
    },
  );
}
