import { twoStepMessages } from '@lien/contract';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { useTestApp } from './app';
import { signupPayload, uniqueEmail, useCity } from './factories';
import { LinkedinBrowser } from './linkedin-browser';
import { TestIssuer } from './linkedin-issuer';
import { codeOf, enableTwoStep, freezeClock } from './two-step-helpers';

let issuer: TestIssuer;
beforeAll(async () => {
  issuer = await new TestIssuer().start();
});
afterAll(() => issuer.stop());
const t = useTestApp(() => ({ env: issuer.env() }));
const city = useCity(t);
afterEach(() => {
  vi.useRealTimers();
});

it('stops a LinkedIn sign-in at the second step, with no session until the code', async () => {
  freezeClock();
  issuer.identity = {
    sub: `li-two-step-${Date.now()}`,
    email: uniqueEmail('linkedin'),
    email_verified: true,
    given_name: 'Léa',
    family_name: 'Dupré',
  };
  const browser = new LinkedinBrowser(t.app);
  await browser.signInWithLinkedin();
  const signup = await browser.post('/api/signup', signupPayload(city.id, { email: issuer.identity.email }));
  expect(signup.statusCode).toBe(200);
  const { secret } = await enableTwoStep(t.client, signup.json().token);

  const landing = await new LinkedinBrowser(t.app).signInWithLinkedin();
  expect(landing.origin + landing.pathname).toBe('http://lien.test/two-step');
  // Neither a session nor anything about the member in the address: only the challenge, in the fragment.
  expect(landing.search).toBe('');
  const challenge = landing.hash.slice(1);
  expect(challenge.length).toBeGreaterThan(20);
  expect((await t.client.get('/api/my_profile', { token: challenge })).statusCode).toBe(401);

  const wrong = await t.client.post('/api/login/two_step', { challenge, code: '000000' });
  expect([wrong.statusCode, wrong.json()]).toEqual([400, { error: twoStepMessages.wrongCode }]);
  const second = await t.client.post('/api/login/two_step', { challenge, code: codeOf(secret, 1) });
  expect(second.statusCode, second.body).toBe(200);
  const { token, user } = second.json();
  expect(user.id).toBe(signup.json().user.id);
  expect((await t.client.get('/api/my_profile', { token })).statusCode).toBe(200);
});
