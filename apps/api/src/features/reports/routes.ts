import { reportsEndpoints } from '@lien/contract';
import { discoveryMessages } from '@lien/contract/texts';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import type { ActiveMemberRouteOptions } from '../../plugins/activity';
import { currentUserId } from '../../plugins/authentication';
import { visibilityOf } from '../discovery/visibility/service';
import { ReportsService } from './service';

/** Reporting a profile to moderation (POST /api/report_profile). */
export async function reportsRoutes(
  app: App,
  { db }: AppContext,
  options: ActiveMemberRouteOptions,
): Promise<void> {
  const reports = new ReportsService(db, visibilityOf(db));
  route(app, reportsEndpoints.report, options, async (request) => {
    await reports.report(currentUserId(request), request.body.reportedUserId, request.body.reason);
    return { status: 'ok' as const, message: discoveryMessages.reportSaved };
  });
}
