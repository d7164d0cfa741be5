import fastifyRateLimit from '@fastify/rate-limit';
import { serverMessages } from '@lien/contract/texts';
import { Redis } from 'ioredis';
import type { App, AppContext } from '../context';
import { resilientStore } from './rate-limit-store';

const NAME_SPACE = 'lien-rate-limit-';

/**
 * Rate limits are declared per route (`config.rateLimit`), counted per client address, in Redis when
 * REDIS_URL is set so that every instance shares the counts, and in the instance's memory while Redis
 * is away (rate-limit-store.ts): Redis never fails or slows a call.
 */
export async function registerRateLimits(app: App, { config }: AppContext): Promise<void> {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        // Fail at once rather than queue while disconnected, and never wait long on a hung server.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        connectTimeout: 2_000,
        commandTimeout: 1_000,
      })
    : undefined;
  if (redis) {
    // Errors are reported by the store once per outage; ioredis keeps reconnecting by itself.
    redis.on('error', () => undefined);
    app.addHook('onClose', async () => void redis.disconnect());
  }
  await app.register(fastifyRateLimit, {
    global: false,
    store: redis ? resilientStore(redis, app.log, NAME_SPACE) : undefined,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: serverMessages.tooManyRequests,
    }),
  });
}

/**
 * Per-address limits for the calls an attacker would hammer (creating accounts, sending mail,
 * guessing tokens), with room for the many people one address can hide (a carrier's NAT, an
 * office). Log-in is not here: only its failures are counted, per account and per address
 * (features/auth/login-throttle.ts).
 */
export const authRateLimits = {
  signup: { max: 30, timeWindow: '1 hour' },
  forgotPassword: { max: 20, timeWindow: '1 hour' },
  resendVerification: { max: 20, timeWindow: '1 hour' },
  emailToken: { max: 60, timeWindow: '15 minutes' },
  /** Each of the two legs of a LinkedIn sign-in. */
  linkedin: { max: 60, timeWindow: '15 minutes' },
  /** Each of the appeal page's two public calls (moderation/routes.ts). */
  appeal: { max: 30, timeWindow: '15 minutes' },
} as const;
