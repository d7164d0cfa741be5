import { TWO_STEP_PERIOD_SECONDS } from '@lien/contract';
import { Secret, TOTP } from 'otpauth';
import { expect, vi } from 'vitest';
import type { TestClient } from './factories';

const STEP_MS = TWO_STEP_PERIOD_SECONDS * 1000;

/** The code an authenticator app shows for `secret`, `steps` time steps from now (as a phone would). */
export function codeOf(secret: string, steps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + steps * STEP_MS,
  });
}

/**
 * Stops the clock a third into a time step, so that a code computed by a test is still the code of
 * the same step when the server checks it; `nextStep` moves it to the next one.
 */
export function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 3);
  return {
    nextStep: (steps = 1) => vi.setSystemTime(Date.now() + steps * STEP_MS),
    advance: (ms: number) => vi.setSystemTime(Date.now() + ms),
  };
}

/** Turns two-step verification on through the API: the secret and the ten recovery codes. */
export async function enableTwoStep(client: TestClient, token: string) {
  const setup = await client.post('/api/two_step/setup', undefined, { token });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const confirmed = await client.post('/api/two_step/confirm', { code: codeOf(secret) }, { token });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
}
