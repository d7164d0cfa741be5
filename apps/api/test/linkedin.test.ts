import { linkedinErrors } from '@lien/contract';
import { serverMessages } from '@lien/contract/texts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { authRateLimits } from '../src/plugins/rate-limit';
import { createTestApp, useTestApp } from './app';
import { type OutboxMail, signupPayload, uniqueEmail, useCity } from './factories';
import { LinkedinBrowser } from './linkedin-browser';
import { TestIssuer } from './linkedin-issuer';

let issuer: TestIssuer;
let subjectSeq = 0;

// The issuer starts before the app (which reads its address) and stops after it.
beforeAll(async () => {
  issuer = await new TestIssuer().start();
});
afterAll(() => issuer.stop());
const t = useTestApp(() => ({ env: issuer.env() }));
const city = useCity(t);
beforeEach(() => {
  issuer.denyConsent = false;
  issuer.tokenError = null;
});

/** A new LinkedIn member with a verified address, unknown to Lien. */
function newPerson(overrides: Partial<TestIssuer['identity']> = {}) {
  subjectSeq += 1;
  issuer.identity = {
    sub: `li-${subjectSeq}-${Date.now()}`,
    email: uniqueEmail('linkedin'),
    email_verified: true,
    given_name: 'Léa',
    family_name: 'Dupré',
    ...overrides,
  };
  return issuer.identity;
}

const signupError = (code: string) => `http://lien.test/signup?error=${code}`;

async function mailsTo(browser: LinkedinBrowser, to: string): Promise<OutboxMail[]> {
  const mails = (await browser.get('/dev/mailbox.json')).json<OutboxMail[]>();
  return mails.filter((mail) => mail.to === to);
}

describe('LinkedIn configuration', () => {
  it("is LinkedIn's issuer by default, with the callback under PUBLIC_URL, and off without a secret", () => {
    const base = { DATA_DIR: ':memory:', PUBLIC_URL: 'https://lien.example.fr/' };
    expect(
      loadConfig({ ...base, LINKEDIN_CLIENT_ID: 'id', LINKEDIN_CLIENT_SECRET: 'secret' }).linkedin,
    ).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'https://www.linkedin.com/oauth',
      redirectUri: 'https://lien.example.fr/api/auth/linkedin/callback',
    });
    expect(loadConfig({ ...base, LINKEDIN_CLIENT_ID: 'id' }).linkedin).toBeUndefined();
  });
});

describe('GET /api/auth/linkedin/login', () => {
  it('sends the browser to the issuer with PKCE, state and nonce, kept in a signed Lax cookie', async () => {
    const browser = new LinkedinBrowser(t.app);
    const response = await browser.get('/api/auth/linkedin/login');
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.origin + location.pathname).toBe(`${issuer.url}/authorize`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: 'lien-client',
      response_type: 'code',
      redirect_uri: 'http://lien.test/api/auth/linkedin/callback',
      scope: 'openid profile email',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.any(String),
      nonce: expect.any(String),
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^lien_linkedin_flow=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/api/auth/linkedin');
    // Only its challenge leaves for the issuer: the verifier goes to the token endpoint alone.
    expect(location.searchParams.has('code_verifier')).toBe(false);
  });

  it('brings the visitor back to sign-up with an error when LinkedIn is not configured', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/api/auth/linkedin/login' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(signupError(linkedinErrors.notConfigured));
      expect(response.headers['set-cookie']).toBeUndefined();
    } finally {
      await bare.close();
    }
  });

  it('is rate-limited like the other account calls', async () => {
    const limited = await createTestApp({ rateLimits: true, env: issuer.env() });
    try {
      const calls = [];
      const { max } = authRateLimits.linkedin;
      for (let i = 0; i <= max; i += 1) {
        calls.push(await limited.app.inject({ method: 'GET', url: '/api/auth/linkedin/callback?state=x' }));
      }
      expect(calls.slice(0, max).every((response) => response.statusCode === 302)).toBe(true);
      expect(calls[max]?.statusCode).toBe(429);
      expect(calls[max]?.json()).toEqual({ error: serverMessages.tooManyRequests });
    } finally {
      await limited.close();
    }
  });
});

describe('LinkedIn sign-up of a new person', () => {
  it('prefills the sign-up, then links the identity and counts the address verified', async () => {
    const person = newPerson();
    const browser = new LinkedinBrowser(t.app);
    const landing = await browser.signInWithLinkedin();
    expect(landing.origin + landing.pathname).toBe('http://lien.test/signup');
    expect(JSON.parse(landing.searchParams.get('prefill') ?? '')).toEqual({
      firstName: 'Léa',
      lastName: 'Dupré',
      email: person.email,
    });
    expect(browser.cookie('lien_linkedin_flow')).toBeUndefined();

    const signup = await browser.post('/api/signup', signupPayload(city.id, { email: person.email }));
    expect(signup.statusCode).toBe(200);
    expect(signup.json().user).toMatchObject({ email: person.email, isVerified: true });
    expect(await mailsTo(browser, person.email ?? '')).toEqual([]);
    // The proof is single use: it went with the sign-up.
    expect(browser.cookie('lien_linkedin_signup')).toBeUndefined();

    // Next time, LinkedIn signs the member in.
    const again = await new LinkedinBrowser(t.app).signInWithLinkedin();
    expect(again.origin + again.pathname).toBe('http://lien.test/linkedin-redirect');
    expect(JSON.parse(again.searchParams.get('user') ?? '')).toEqual({
      id: signup.json().user.id,
      isVerified: true,
      photoUploadCompleted: false,
      interestsCompleted: false,
      personalityCompleted: false,
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/my_profile',
      headers: { authorization: `Bearer ${again.searchParams.get('token')}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ firstName: 'Camille', id: signup.json().user.id });
  });

  it('links but still asks to confirm an address LinkedIn has not verified', async () => {
    const person = newPerson({ email_verified: false });
    const browser = new LinkedinBrowser(t.app);
    await browser.signInWithLinkedin();
    const signup = await browser.post('/api/signup', signupPayload(city.id, { email: person.email }));
    expect(signup.json().user.isVerified).toBe(false);
    expect(await mailsTo(browser, person.email ?? '')).toHaveLength(1);

    const again = await new LinkedinBrowser(t.app).signInWithLinkedin();
    expect(again.pathname).toBe('/linkedin-redirect');
    expect(JSON.parse(again.searchParams.get('user') ?? '').isVerified).toBe(false);
  });

  it('neither links nor verifies when the form carries another address than LinkedIn gave', async () => {
    newPerson();
    const browser = new LinkedinBrowser(t.app);
    await browser.signInWithLinkedin();
    const other = uniqueEmail('autre');
    const signup = await browser.post('/api/signup', signupPayload(city.id, { email: other }));
    expect(signup.statusCode).toBe(200);
    expect(signup.json().user.isVerified).toBe(false);
    expect(await mailsTo(browser, other)).toHaveLength(1);

    const again = await new LinkedinBrowser(t.app).signInWithLinkedin();
    expect(again.pathname).toBe('/signup');
    expect(again.searchParams.has('prefill')).toBe(true);
  });

  it('ignores a proof cookie that was tampered with', async () => {
    const person = newPerson();
    const browser = new LinkedinBrowser(t.app);
    await browser.signInWithLinkedin();
    const proof = browser.cookie('lien_linkedin_signup') ?? '';
    const [value = '', signature = ''] = decodeURIComponent(proof).split('.');
    const claims = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    claims.data.email = uniqueEmail('pirate');
    const forged = Buffer.from(JSON.stringify(claims)).toString('base64url');
    browser.setCookie('lien_linkedin_signup', encodeURIComponent(`${forged}.${signature}`));

    const signup = await browser.post('/api/signup', signupPayload(city.id, { email: claims.data.email }));
    expect(signup.statusCode).toBe(200);
    expect(signup.json().user.isVerified).toBe(false);
    const again = await new LinkedinBrowser(t.app).signInWithLinkedin();
    expect(again.searchParams.get('prefill')).toContain(person.email);
  });

  it('sends an address that already has an account to the login screen', async () => {
    const email = uniqueEmail('deja');
    const first = new LinkedinBrowser(t.app);
    expect((await first.post('/api/signup', signupPayload(city.id, { email }))).statusCode).toBe(200);
    newPerson({ email: email.toUpperCase() });
    const landing = await new LinkedinBrowser(t.app).signInWithLinkedin();
    expect(landing.origin + landing.pathname).toBe('http://lien.test/login');
    expect(Object.fromEntries(landing.searchParams)).toEqual({ error: 'user_exists', email });
  });

  it('cannot open an account without an address from LinkedIn', async () => {
    newPerson({ email: undefined });
    const landing = await new LinkedinBrowser(t.app).signInWithLinkedin();
    expect(landing.href).toBe(signupError(linkedinErrors.noEmail));
  });
});

describe('LinkedIn callback failures', () => {
  it('refuses a forged state, and a callback without the flow cookie', async () => {
    newPerson();
    const browser = new LinkedinBrowser(t.app);
    const back = await browser.toCallback();
    const forged = new URL(back);
    forged.searchParams.set('state', 'etat-forge');
    expect((await browser.callback(forged)).href).toBe(signupError(linkedinErrors.invalidState));

    const stranger = new LinkedinBrowser(t.app);
    expect((await stranger.callback(back)).href).toBe(signupError(linkedinErrors.invalidState));
  });

  it('uses a flow once: the same callback again is refused', async () => {
    newPerson();
    const browser = new LinkedinBrowser(t.app);
    const back = await browser.toCallback();
    const flow = browser.cookie('lien_linkedin_flow') ?? '';
    expect((await browser.callback(back)).pathname).toBe('/signup');

    expect((await browser.callback(back)).href).toBe(signupError(linkedinErrors.invalidState));
    // Even with the flow cookie put back, the issuer refuses a code already used.
    browser.setCookie('lien_linkedin_flow', flow);
    expect((await browser.callback(back)).href).toBe(signupError(linkedinErrors.failed));
  });

  it('keeps the authorization code out of the request logs', async () => {
    const { redactUrl } = await import('../src/plugins/log-redaction');
    expect(redactUrl('/api/auth/linkedin/callback?code=abc-123&state=xyz')).toBe(
      '/api/auth/linkedin/callback?code=[redacted]&state=xyz',
    );
  });

  it('answers an expired code with the sign-up error', async () => {
    newPerson();
    const browser = new LinkedinBrowser(t.app);
    const back = await browser.toCallback();
    issuer.tokenError = 'invalid_grant';
    expect((await browser.callback(back)).href).toBe(signupError(linkedinErrors.failed));
    expect(browser.cookie('lien_linkedin_signup')).toBeUndefined();
  });

  it('answers a refused consent with the sign-up error', async () => {
    newPerson();
    issuer.denyConsent = true;
    const landing = await new LinkedinBrowser(t.app).signInWithLinkedin();
    expect(landing.href).toBe(signupError(linkedinErrors.denied));
  });

  it('answers a provider that is down with the sign-up error, and works again once it is back', async () => {
    const spare = await new TestIssuer().start();
    const port = spare.port;
    const env = spare.env();
    await spare.stop();
    const app = await createTestApp({ env });
    try {
      const down = await app.app.inject({ method: 'GET', url: '/api/auth/linkedin/login' });
      expect(down.statusCode).toBe(302);
      expect(down.headers.location).toBe(signupError(linkedinErrors.failed));

      const revived = await new TestIssuer().start(port);
      try {
        revived.identity = { sub: 'li-revived', email: uniqueEmail('revenu'), email_verified: true };
        const landing = await new LinkedinBrowser(app.app).signInWithLinkedin();
        expect(landing.pathname).toBe('/signup');
        expect(landing.searchParams.get('prefill')).toContain(revived.identity.email);
      } finally {
        await revived.stop();
      }
    } finally {
      await app.close();
    }
  });
});
