import { serverMessages } from '@lien/contract/texts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_FAILURE_LIMITS } from '../src/features/auth/login-throttle';
import { createTestApp, useTestApp } from './app';
import { signUp, TestClient, uniqueEmail, useCity } from './factories';

const [perAccount, , perAddress] = LOGIN_FAILURE_LIMITS;

describe('log-in limits: failures are counted, per account and per address, successes never', () => {
  const t = useTestApp({ rateLimits: true });
  const { client } = t;

  const city = useCity(t);
  afterEach(() => {
    vi.useRealTimers();
  });

  const logIn = (email: string, password: string) => client.post('/api/login', { email, password });
  async function member() {
    const { payload } = await signUp(client, city.id, { email: uniqueEmail('nat') });
    return { email: payload.email, password: payload.password };
  }

  it('lets a dozen people log in from one address, several times each', async () => {
    const people = await Promise.all(Array.from({ length: 12 }, () => member()));
    for (let round = 0; round < 2; round += 1) {
      for (const person of people) {
        const response = await logIn(person.email, person.password);
        expect(response.statusCode, response.body).toBe(200);
      }
    }
  });

  it('locks an account after its failures, even for the right password, and not its neighbours', async () => {
    const target = await member();
    const neighbour = await member();
    for (let attempt = 0; attempt < perAccount.max; attempt += 1) {
      expect((await logIn(target.email, 'pas-le-bon-mdp')).statusCode).toBe(401);
    }
    const locked = await logIn(target.email, target.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: serverMessages.tooManyRequests });
    expect((await logIn(neighbour.email, neighbour.password)).statusCode).toBe(200);
  });

  it('answers an unknown address exactly as a known one', async () => {
    const known = await member();
    const unknown = uniqueEmail('personne');
    for (const email of [known.email, unknown]) {
      for (let attempt = 0; attempt < perAccount.max; attempt += 1) {
        const refused = await logIn(email, 'pas-le-bon-mdp');
        expect(refused.json()).toEqual({ error: serverMessages.badCredentials });
      }
      const locked = await logIn(email, 'pas-le-bon-mdp');
      expect([locked.statusCode, locked.json()]).toEqual([429, { error: serverMessages.tooManyRequests }]);
    }
  });

  it('lifts the lock once its quarter of an hour has passed', async () => {
    const target = await member();
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let attempt = 0; attempt < perAccount.max; attempt += 1) await logIn(target.email, 'pas-le-bon-mdp');
    expect((await logIn(target.email, target.password)).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + perAccount.timeWindow + 1000);
    expect((await logIn(target.email, target.password)).statusCode).toBe(200);
  });

  it('stops an address that guesses across many accounts', async () => {
    const guesser = await createTestApp({ rateLimits: true });
    try {
      const from = await new TestClient(guesser.app).start();
      for (let attempt = 0; attempt < perAddress.max; attempt += 1) {
        const response = await from.post('/api/login', {
          email: uniqueEmail('cible'),
          password: 'x-mauvais',
        });
        expect(response.statusCode).toBe(401);
      }
      const stopped = await from.post('/api/login', { email: uniqueEmail('cible'), password: 'x-mauvais' });
      expect([stopped.statusCode, stopped.json()]).toEqual([429, { error: serverMessages.tooManyRequests }]);
    } finally {
      await guesser.close();
    }
  });
});
