import fastifyRateLimit from '@fastify/rate-limit';
import { serverMessages } from '@lien/contract';
import { Redis } from 'ioredis';
import type { App, AppContext } from '../context';

/**
 * Rate limits are declared per route (`config.rateLimit`), counted per client address,
 * in Redis when REDIS_URL is set so that every instance shares the counts.
 */
export async function registerRateLimits(app: App, { config }: AppContext): Promise<void> {
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: 'lien-rate-limit-',
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: serverMessages.tooManyRequests,
    }),
  });
}

/** Limits for the calls an attacker would hammer: guessing passwords, creating accounts, sending mail. */
export const authRateLimits = {
  login: { max: 10, timeWindow: '15 minutes' },
  signup: { max: 5, timeWindow: '1 hour' },
  forgotPassword: { max: 5, timeWindow: '1 hour' },
  resendVerification: { max: 5, timeWindow: '1 hour' },
  emailToken: { max: 20, timeWindow: '15 minutes' },
  /** Each of the two legs of a LinkedIn sign-in. */
  linkedin: { max: 20, timeWindow: '15 minutes' },
} as const;
