import type { FastifyRequest } from 'fastify';
import type { App } from '../../context';

const MINUTE = 60_000;

/**
 * Failed log-ins allowed before the next attempt is refused (429). Per account (the e-mail typed,
 * whether or not it has an account, so the answer tells nothing), in two tiers: a quarter of an
 * hour after a few failures, a day after many — the back-off a password guesser meets. Per client
 * address, high enough for the hundreds of people behind one carrier NAT or office. Successful
 * log-ins are never counted: only guessing is limited.
 */
export const LOGIN_FAILURE_LIMITS = [
  { scope: 'account', max: 5, timeWindow: 15 * MINUTE },
  { scope: 'account', max: 20, timeWindow: 24 * 60 * MINUTE },
  { scope: 'address', max: 100, timeWindow: 15 * MINUTE },
] as const;

export interface LoginThrottle {
  /** True when this attempt must be refused without looking at the password. */
  refused(request: FastifyRequest): Promise<boolean>;
  /** Counts a failed attempt against the account (the request's e-mail) and the address. */
  failed(request: FastifyRequest): Promise<void>;
}

/** Counted in the rate-limit store (Redis shared by instances, or this instance's memory). */
export function loginThrottle(app: App): LoginThrottle {
  const limiters = LOGIN_FAILURE_LIMITS.map(({ scope, max, timeWindow }) =>
    app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (request) =>
        scope === 'account'
          ? `login-failures:${timeWindow}:account:${accountKey(request)}`
          : `login-failures:${timeWindow}:address:${request.ip}`,
    }),
  );
  return {
    async refused(request) {
      const states = await Promise.all(limiters.map((limit) => limit(request, { increment: false })));
      return states.some((state) => !state.isAllowed && state.remaining === 0);
    },
    async failed(request) {
      await Promise.all(limiters.map((limit) => limit(request)));
    },
  };
}

/** The e-mail of a log-in request as the account table knows it (the contract has lower-cased it). */
function accountKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}
