import {
  changePasswordReply,
  changePasswordRequest,
  forgotPasswordRequest,
  loginRequest,
  resetPasswordRequest,
  serverMessages,
  sessionReply,
  signupRequest,
  statusReply,
  verifyEmailReply,
  verifyEmailRequest,
} from '@lien/contract';
import type { App, AppContext } from '../../context';
import { HttpError } from '../../http-error';
import { currentUserId } from '../../plugins/authentication';
import { authRateLimits } from '../../plugins/rate-limit';
import { clearSignupProof, readSignupProof } from './linkedin/cookies';
import { linkedinRoutes } from './linkedin/routes';
import { loginThrottle } from './login-throttle';
import { AuthService } from './service';

/** The account calls of SPEC §7: routes only parse, authorise and answer. */
export async function authRoutes(app: App, ctx: AppContext): Promise<void> {
  const service = new AuthService(ctx, app.log);
  const limit = (name: keyof typeof authRateLimits) => (ctx.config.rateLimits ? authRateLimits[name] : false);
  const throttle = ctx.config.rateLimits ? loginThrottle(app) : null;

  app.post(
    '/api/signup',
    {
      config: { auth: 'public', rateLimit: limit('signup') },
      schema: { body: signupRequest, response: { 200: sessionReply } },
    },
    async (request, reply) => {
      const linkedin = readSignupProof(request);
      const session = await service.signup(request.body, linkedin);
      if (linkedin) clearSignupProof(reply, { secure: ctx.config.publicUrl.startsWith('https:') });
      return session;
    },
  );

  app.post(
    '/api/login',
    { config: { auth: 'public' }, schema: { body: loginRequest, response: { 200: sessionReply } } },
    async (request) => {
      if (await throttle?.refused(request)) throw new HttpError(429, serverMessages.tooManyRequests);
      try {
        return await service.login(request.body.email, request.body.password);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) await throttle?.failed(request);
        throw error;
      }
    },
  );

  app.post(
    '/api/forgot_password',
    {
      config: { auth: 'public', rateLimit: limit('forgotPassword') },
      schema: { body: forgotPasswordRequest, response: { 200: statusReply } },
    },
    async (request) => {
      service.forgotPassword(request.body.email);
      return { status: 'ok' as const, message: serverMessages.forgotAccepted };
    },
  );

  app.post(
    '/api/reset_password',
    {
      config: { auth: 'public', rateLimit: limit('emailToken') },
      schema: { body: resetPasswordRequest, response: { 200: statusReply } },
    },
    async (request) => {
      await service.resetPassword(request.body.token, request.body.newPassword);
      return { status: 'ok' as const, message: serverMessages.passwordReset };
    },
  );

  app.post(
    '/api/change_password',
    { schema: { body: changePasswordRequest, response: { 200: changePasswordReply } } },
    async (request) => {
      const { oldPassword, newPassword } = request.body;
      const token = await service.changePassword(currentUserId(request), oldPassword, newPassword);
      return { status: 'ok' as const, message: serverMessages.passwordChanged, token };
    },
  );

  app.post(
    '/api/verify_email',
    {
      config: { auth: 'public', rateLimit: limit('emailToken') },
      schema: { body: verifyEmailRequest, response: { 200: verifyEmailReply } },
    },
    async (request) => {
      const session = await service.verifyEmail(request.body.token);
      return { status: 'ok' as const, message: serverMessages.emailVerified, ...session };
    },
  );

  app.post(
    '/api/resend_verification_email',
    { config: { rateLimit: limit('resendVerification') }, schema: { response: { 200: statusReply } } },
    async (request) => {
      const message = await service.resendVerification(currentUserId(request));
      return { status: 'ok' as const, message };
    },
  );

  await linkedinRoutes(app, ctx, service);
}
