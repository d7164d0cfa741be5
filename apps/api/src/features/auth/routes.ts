import { authEndpoints, twoStepEndpoints } from '@lien/contract';
import { serverMessages } from '@lien/contract/texts';
import type { App, AppContext } from '../../context';
import { route } from '../../endpoint-route';
import { HttpError } from '../../http-error';
import { currentUserId } from '../../plugins/authentication';
import { authRateLimits } from '../../plugins/rate-limit';
import type { TwoStepService } from '../two-step/service';
import { clearSignupProof, readSignupProof } from './linkedin/cookies';
import { linkedinRoutes } from './linkedin/routes';
import { loginThrottle } from './login-throttle';
import { AuthService } from './service';

/** The account calls of PRODUCT §7: routes only parse, authorise and answer. */
export async function authRoutes(app: App, ctx: AppContext, twoStep: TwoStepService): Promise<void> {
  const service = new AuthService(ctx, app.log, twoStep);
  const limit = (name: keyof typeof authRateLimits) => (ctx.config.rateLimits ? authRateLimits[name] : false);
  const throttle = ctx.config.rateLimits ? loginThrottle(app) : null;

  route(
    app,
    authEndpoints.signup,
    {
      config: { rateLimit: limit('signup') },
    },
    async (request, reply) => {
      const linkedin = readSignupProof(request);
      const session = await service.signup(request.body, linkedin);
      if (linkedin) clearSignupProof(reply, { secure: ctx.config.publicUrl.startsWith('https:') });
      return session;
    },
  );

  route(app, authEndpoints.login, {}, async (request) => {
    if (await throttle?.refused(request)) throw new HttpError(429, serverMessages.tooManyRequests);
    try {
      return await service.login(request.body.email, request.body.password);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) await throttle?.failed(request);
      throw error;
    }
  });

  // Limited by its own count of wrong codes (two-step/throttle.ts), per account and per address.
  route(app, twoStepEndpoints.login, {}, async (request) =>
    service.finishTwoStep(request, request.body.challenge, request.body.code),
  );

  route(
    app,
    authEndpoints.forgotPassword,
    {
      config: { rateLimit: limit('forgotPassword') },
    },
    async (request) => {
      service.forgotPassword(request.body.email);
      return { status: 'ok' as const, message: serverMessages.forgotAccepted };
    },
  );

  route(
    app,
    authEndpoints.resetPassword,
    {
      config: { rateLimit: limit('emailToken') },
    },
    async (request) => {
      await service.resetPassword(request.body.token, request.body.newPassword);
      return { status: 'ok' as const, message: serverMessages.passwordReset };
    },
  );

  route(app, authEndpoints.changePassword, {}, async (request) => {
    const { oldPassword, newPassword } = request.body;
    const token = await service.changePassword(currentUserId(request), oldPassword, newPassword);
    return { status: 'ok' as const, message: serverMessages.passwordChanged, token };
  });

  route(
    app,
    authEndpoints.verifyEmail,
    {
      config: { rateLimit: limit('emailToken') },
    },
    async (request) => {
      const session = await service.verifyEmail(request.body.token);
      return { status: 'ok' as const, message: serverMessages.emailVerified, ...session };
    },
  );

  route(
    app,
    authEndpoints.resendVerification,
    { config: { rateLimit: limit('resendVerification') } },
    async (request) => {
      const message = await service.resendVerification(currentUserId(request));
      return { status: 'ok' as const, message };
    },
  );

  await linkedinRoutes(app, ctx, service);
}
