import { accountEndpoints, accountMessages } from '@lien/contract';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import { currentUserId } from '../../plugins/authentication';
import type { TwoStepService } from '../two-step/service';
import { buildDataExport } from './export';
import { AccountService } from './service';

/** Per client address: a password guessed through the deletion dialog is as costly as through login. */
export const accountRateLimits = {
  deleteAccount: { max: 10, timeWindow: '15 minutes' },
  exportData: { max: 10, timeWindow: '1 hour' },
} as const;

/** Account deletion and the data export (PRODUCT §7; RGPD art. 15 and 20). */
export async function accountRoutes(app: App, ctx: AppContext, twoStep: TwoStepService): Promise<void> {
  const service = new AccountService(ctx, app.log);
  const limit = (name: keyof typeof accountRateLimits) =>
    ctx.config.rateLimits ? accountRateLimits[name] : false;

  route(
    app,
    accountEndpoints.deleteAccount,
    { config: { rateLimit: limit('deleteAccount') } },
    async (request) => {
      const userId = currentUserId(request);
      // The password is checked first (deleteAccount), the code only with the right one.
      await service.deleteAccount(userId, request.body, () =>
        twoStep.requireCode(request, userId, request.body.twoStepCode),
      );
      return { status: 'ok' as const, message: accountMessages.accountDeleted };
    },
  );

  route(
    app,
    accountEndpoints.exportMyData,
    { config: { rateLimit: limit('exportData') } },
    async (request, reply) => {
      const userId = currentUserId(request);
      await twoStep.requireCode(request, userId, request.body.twoStepCode ?? null);
      const data = await buildDataExport(ctx.db, ctx.config.publicUrl, userId);
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', `attachment; filename="lien-mes-donnees-${userId}.json"`);
      return data;
    },
  );
}
