import type { FastifyRequest } from 'fastify';
import type { App } from '../../context';

const MINUTE = 60_000;

/**
 * Wrong codes allowed before the next one is refused (429), per account and per client address.
 * Six digits are a million possibilities and three are valid at any moment (±1 time step): with 5
 * tries a quarter of an hour and 20 a day, guessing would take years. Counted whatever RATE_LIMITS
 * says: a second step that could be guessed freely would protect nothing. Right codes are never
 * counted.
 */
export const TWO_STEP_FAILURE_LIMITS = [
  { scope: 'account', max: 5, timeWindow: 15 * MINUTE },
  { scope: 'account', max: 20, timeWindow: 24 * 60 * MINUTE },
  { scope: 'address', max: 50, timeWindow: 15 * MINUTE },
] as const;

export interface TwoStepThrottle {
  /** True when a code for this account, from this address, must be refused without being looked at. */
  refused(request: FastifyRequest, userId: number): Promise<boolean>;
  /** Counts a wrong code against the account and the address. */
  failed(request: FastifyRequest, userId: number): Promise<void>;
}

/** Counted in the rate-limit store (Redis shared by instances, or this instance's memory). */
export function twoStepThrottle(app: App): TwoStepThrottle {
  // The account a request's code is for: known to the service (a session or a challenge), not the request.
  const accounts = new WeakMap<FastifyRequest, number>();
  const limiters = TWO_STEP_FAILURE_LIMITS.map(({ scope, max, timeWindow }) =>
    app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (request) =>
        scope === 'account'
          ? `two-step-failures:${timeWindow}:account:${accounts.get(request) ?? 0}`
          : `two-step-failures:${timeWindow}:address:${request.ip}`,
    }),
  );
  return {
    async refused(request, userId) {
      accounts.set(request, userId);
      const states = await Promise.all(limiters.map((limit) => limit(request, { increment: false })));
      return states.some((state) => !state.isAllowed && state.remaining === 0);
    },
    async failed(request, userId) {
      accounts.set(request, userId);
      await Promise.all(limiters.map((limit) => limit(request)));
    },
  };
}
