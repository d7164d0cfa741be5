import {
  accountMessages,
  RECOVERY_CODE_COUNT,
  TWO_STEP_CHALLENGE_DURATION_MS,
  twoStepMessages,
} from '@lien/contract';
import { serverMessages } from '@lien/contract/texts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TwoStepChallenges } from '../src/features/two-step/secrets';
import { TWO_STEP_FAILURE_LIMITS } from '../src/features/two-step/throttle';
import { createTestApp, useTestApp } from './app';
import {
  createMember,
  latestMailTo,
  linkToken,
  signUp,
  signUpVerified,
  TestClient,
  tokenFor,
  useCity,
} from './factories';
import { codeOf, enableTwoStep, freezeClock } from './two-step-helpers';

const t = useTestApp();
const { client } = t;
const city = useCity(t);
afterEach(() => {
  vi.useRealTimers();
});

const PASSWORD = 'motdepasse-solide';
const [perAccount, , perAddress] = TWO_STEP_FAILURE_LIMITS;

/** A member whose address is confirmed: two-step is set up only then. */
async function member() {
  const account = await signUpVerified(client, city.id);
  return { token: account.token, id: account.user.id, email: account.payload.email };
}

const logIn = (email: string, password = PASSWORD) => client.post('/api/login', { email, password });
const secondStep = (challenge: string, code: string, from = client) =>
  from.post('/api/login/two_step', { challenge, code });
const status = async (token: string) => (await client.get('/api/two_step', { token })).json();

/** The first step of a member with two-step on: its challenge. */
async function challengeOf(email: string): Promise<string> {
  const first = await logIn(email);
  expect(first.statusCode).toBe(200);
  return first.json<{ challenge: string }>().challenge;
}

describe('setting two-step verification up', () => {
  it('gives a QR code and a key, turns on with a first code, and hands ten recovery codes once', async () => {
    freezeClock();
    const me = await member();
    expect(await status(me.token)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });

    const setup = await client.post('/api/two_step/setup', undefined, { token: me.token });
    expect(setup.statusCode).toBe(200);
    expect(setup.headers['cache-control']).toBe('no-store');
    const { secret, otpauthUri, qrCode } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol + uri.host).toBe('otpauth:totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Lien:${me.email}`);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret,
      issuer: 'Lien',
      digits: '6',
      period: '30',
    });
    expect(Buffer.from(qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain(
      '<svg',
    );
    // Not on until a code proves the app has it.
    expect((await status(me.token)).enabled).toBe(false);
    expect((await logIn(me.email)).json()).toHaveProperty('token');

    const wrong = await client.post('/api/two_step/confirm', { code: '000000' }, { token: me.token });
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { error: twoStepMessages.wrongCode }]);
    const confirmed = await client.post(
      '/api/two_step/confirm',
      { code: codeOf(secret) },
      { token: me.token },
    );
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json();
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes)
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect(await status(me.token)).toMatchObject({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });

    // Never given again: a new set-up is refused while it is on, and the status holds no secret.
    const again = await client.post('/api/two_step/setup', undefined, { token: me.token });
    expect([again.statusCode, again.json()]).toEqual([409, { error: twoStepMessages.alreadyEnabled }]);
    expect(JSON.stringify(await status(me.token))).not.toContain(secret);
  });

  it('keeps the secret sealed and only hashes of the recovery codes', async () => {
    const me = await member();
    const { secret, recoveryCodes } = await enableTwoStep(client, me.token);
    const stored = await t.db
      .selectFrom('two_step_secrets')
      .selectAll()
      .where('user_id', '=', me.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.secret_encrypted).not.toContain(secret);
    const hashes = await t.db
      .selectFrom('two_step_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', me.id)
      .execute();
    const plain = recoveryCodes.map((code) => code.replaceAll('-', ''));
    expect(hashes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const { code_hash } of hashes) expect(plain).not.toContain(code_hash);
  });

  it('waits for a confirmed address, and voids verification links left unused', async () => {
    const account = await signUp(client, city.id);
    const refused = await client.post('/api/two_step/setup', undefined, { token: account.token });
    expect([refused.statusCode, refused.json()]).toEqual([400, { error: twoStepMessages.verifyEmailFirst }]);

    const email = account.payload.email;
    const first = linkToken(await latestMailTo(client, email));
    expect(
      (await client.post('/api/resend_verification_email', undefined, { token: account.token })).statusCode,
    ).toBe(200);
    await vi.waitFor(async () => expect(linkToken(await latestMailTo(client, email))).not.toBe(first));
    const second = linkToken(await latestMailTo(client, email));
    const verified = await client.post('/api/verify_email', { token: second });
    expect(verified.statusCode).toBe(200);
    await enableTwoStep(client, verified.json().token);
    // The older link would have opened a session without the code.
    const old = await client.post('/api/verify_email', { token: first });
    expect([old.statusCode, old.json()]).toEqual([400, { error: serverMessages.verifyTokenInvalid }]);
  });

  it('asks a session, and answers a malformed code in French', async () => {
    expect((await client.get('/api/two_step')).statusCode).toBe(401);
    expect((await client.post('/api/two_step/setup')).statusCode).toBe(401);
    const me = await member();
    await client.post('/api/two_step/setup', undefined, { token: me.token });
    for (const code of ['abc', '12345', '1234567', 'x'.repeat(50)]) {
      const response = await client.post('/api/two_step/confirm', { code }, { token: me.token });
      expect([response.statusCode, response.json()]).toEqual([400, { error: twoStepMessages.codeInvalid }]);
    }
    const empty = await client.post('/api/two_step/confirm', { code: ' ' }, { token: me.token });
    expect([empty.statusCode, empty.json()]).toEqual([400, { error: twoStepMessages.codeRequired }]);
  });
});

describe('log-in with two-step verification on', () => {
  it('gives no session for the password alone, then one for the code', async () => {
    freezeClock();
    const me = await member();
    const { secret } = await enableTwoStep(client, me.token);

    const first = await logIn(me.email);
    expect(first.statusCode).toBe(200);
    const reply = first.json();
    expect(reply).toEqual({ twoStepRequired: true, challenge: expect.any(String) });
    // The challenge is no session.
    const asSession = await client.get('/api/my_profile', { token: reply.challenge });
    expect(asSession.statusCode).toBe(401);

    const wrong = await secondStep(reply.challenge, '123456');
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { error: twoStepMessages.wrongCode }]);
    // The phone's clock a step ahead is still accepted (±1 time step).
    const code = codeOf(secret, 1);
    const second = await secondStep(reply.challenge, code.replace(/^(\d{3})/, '$1 '));
    expect(second.statusCode, second.body).toBe(200);
    const session = second.json();
    expect(session.user).toMatchObject({ id: me.id, email: me.email });
    expect((await client.get('/api/my_profile', { token: session.token })).statusCode).toBe(200);

    // The same code is never taken twice, not even within its window.
    const replay = await secondStep(await challengeOf(me.email), code);
    expect([replay.statusCode, replay.json()]).toEqual([400, { error: twoStepMessages.wrongCode }]);
  });

  it('accepts the previous time step, not older ones', async () => {
    const clock = freezeClock();
    const me = await member();
    const { secret } = await enableTwoStep(client, me.token);
    clock.nextStep(3);
    expect((await secondStep(await challengeOf(me.email), codeOf(secret, -2))).statusCode).toBe(400);
    expect((await secondStep(await challengeOf(me.email), codeOf(secret, -1))).statusCode).toBe(200);
  });

  it('tells a wrong password the same way as for any account', async () => {
    const me = await member();
    await enableTwoStep(client, me.token);
    const wrong = await logIn(me.email, 'pas-le-bon-mdp');
    expect([wrong.statusCode, wrong.json()]).toEqual([401, { error: serverMessages.badCredentials }]);
  });

  it('lets each recovery code in once', async () => {
    const me = await member();
    const { recoveryCodes } = await enableTwoStep(client, me.token);
    const [code = ''] = recoveryCodes;
    // As typed by hand: lower case, without dashes.
    const first = await secondStep(await challengeOf(me.email), code.replaceAll('-', '').toLowerCase());
    expect(first.statusCode, first.body).toBe(200);
    const again = await secondStep(await challengeOf(me.email), code);
    expect([again.statusCode, again.json()]).toEqual([400, { error: twoStepMessages.wrongCode }]);
    expect((await status(me.token)).recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    expect((await secondStep(await challengeOf(me.email), recoveryCodes[1] ?? '')).statusCode).toBe(200);
  });

  it('refuses an expired, forged or outdated challenge', async () => {
    const clock = freezeClock();
    const me = await member();
    const { secret } = await enableTwoStep(client, me.token);
    const expired = await challengeOf(me.email);
    clock.advance(TWO_STEP_CHALLENGE_DURATION_MS + 1000);
    const late = await secondStep(expired, codeOf(secret));
    expect([late.statusCode, late.json()]).toEqual([400, { error: twoStepMessages.challengeExpired }]);
    const forged = await secondStep(`${expired.slice(0, -3)}abc`, codeOf(secret));
    expect(forged.statusCode).toBe(400);
    // A session token is no challenge either.
    expect((await secondStep(me.token, codeOf(secret))).statusCode).toBe(400);

    // A password changed since the first step voids its challenge.
    const pending = await challengeOf(me.email);
    const changed = await client.post(
      '/api/change_password',
      { oldPassword: PASSWORD, newPassword: 'un-tout-nouveau' },
      { token: me.token },
    );
    expect(changed.statusCode).toBe(200);
    clock.nextStep();
    const outdated = await secondStep(pending, codeOf(secret));
    expect([outdated.statusCode, outdated.json()]).toEqual([
      400,
      { error: twoStepMessages.challengeExpired },
    ]);
  });

  it('limits wrong codes per account: even the right one waits, other members do not', async () => {
    const clock = freezeClock();
    const me = await member();
    const neighbour = await member();
    const { secret } = await enableTwoStep(client, me.token);
    const other = await enableTwoStep(client, neighbour.token);
    const challenge = await challengeOf(me.email);
    for (let attempt = 0; attempt < perAccount.max; attempt += 1) {
      expect((await secondStep(challenge, String(100000 + attempt))).statusCode).toBe(400);
    }
    const locked = await secondStep(challenge, codeOf(secret, 1));
    expect([locked.statusCode, locked.json()]).toEqual([429, { error: twoStepMessages.tooManyAttempts }]);
    // The same count covers every place a code is asked.
    const disable = await client.post(
      '/api/two_step/disable',
      { code: codeOf(secret, 1) },
      { token: me.token },
    );
    expect(disable.statusCode).toBe(429);
    expect((await secondStep(await challengeOf(neighbour.email), codeOf(other.secret, 1))).statusCode).toBe(
      200,
    );

    clock.advance(perAccount.timeWindow + 1000);
    expect((await secondStep(await challengeOf(me.email), codeOf(secret))).statusCode).toBe(200);
  });

  it('limits wrong codes per address, across accounts', async () => {
    const guesser = await createTestApp();
    try {
      const from = await new TestClient(guesser.app).start();
      const { db } = guesser.database;
      const { config } = guesser;
      const cityId = (await db.selectFrom('cities').select('id').executeTakeFirstOrThrow()).id;
      // Members made without HTTP, their first step signed here: only the codes go through the API.
      const challenges = new TwoStepChallenges(config.jwtSecret);
      const target = async () => {
        const id = await createMember(db, { cityId, answers: null, photos: 0 });
        const { secret } = await enableTwoStep(from, tokenFor(config, id));
        return { secret, challenge: challenges.sign({ userId: id, sessionVersion: 0 }) };
      };
      // Turned on before the guessing: its set-up is a code from this address too.
      const last = await target();
      let failures = 0;
      while (failures < perAddress.max) {
        const { challenge } = await target();
        for (let attempt = 0; attempt < perAccount.max - 1 && failures < perAddress.max; attempt += 1) {
          expect((await secondStep(challenge, '999999', from)).statusCode).toBe(400);
          failures += 1;
        }
      }
      const stopped = await secondStep(last.challenge, codeOf(last.secret, 1), from);
      expect([stopped.statusCode, stopped.json()]).toEqual([429, { error: twoStepMessages.tooManyAttempts }]);
    } finally {
      await guesser.close();
    }
  });
});

describe('turning two-step verification off', () => {
  it('asks a current code or a recovery code, then log-in asks the password only', async () => {
    const clock = freezeClock();
    const me = await member();
    const { secret, recoveryCodes } = await enableTwoStep(client, me.token);
    const refused = await client.post('/api/two_step/disable', { code: '000000' }, { token: me.token });
    expect([refused.statusCode, refused.json()]).toEqual([400, { error: twoStepMessages.wrongCode }]);
    expect((await status(me.token)).enabled).toBe(true);

    clock.nextStep();
    const off = await client.post('/api/two_step/disable', { code: codeOf(secret) }, { token: me.token });
    expect(off.statusCode).toBe(200);
    expect(await status(me.token)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect((await logIn(me.email)).json()).toHaveProperty('token');
    const rows = await t.db
      .selectFrom('two_step_recovery_codes')
      .select('id')
      .where('user_id', '=', me.id)
      .execute();
    expect(rows).toEqual([]);
    // Off already: nothing to turn off, and old recovery codes are gone.
    const twice = await client.post('/api/two_step/disable', { code: recoveryCodes[0] }, { token: me.token });
    expect([twice.statusCode, twice.json()]).toEqual([400, { error: twoStepMessages.notEnabled }]);
  });

  it('turns off with a recovery code (the phone lost)', async () => {
    const me = await member();
    const { recoveryCodes } = await enableTwoStep(client, me.token);
    const off = await client.post('/api/two_step/disable', { code: recoveryCodes[3] }, { token: me.token });
    expect(off.statusCode).toBe(200);
  });
});

describe('deletion and export ask the code when two-step is on', () => {
  const deletion = (code?: string) => ({
    password: PASSWORD,
    reason: 'Je fais une pause',
    ...(code === undefined ? {} : { twoStepCode: code }),
  });

  it('deletes an account only with the code', async () => {
    const clock = freezeClock();
    const me = await member();
    const { secret } = await enableTwoStep(client, me.token);
    const without = await client.post('/api/delete_account', deletion(), { token: me.token });
    expect([without.statusCode, without.json()]).toEqual([400, { error: twoStepMessages.codeRequired }]);
    const wrong = await client.post('/api/delete_account', deletion('654321'), { token: me.token });
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { error: twoStepMessages.wrongCode }]);
    // The password is still checked first.
    const badPassword = await client.post(
      '/api/delete_account',
      { ...deletion(codeOf(secret, 1)), password: 'pas-le-bon' },
      { token: me.token },
    );
    expect(badPassword.json()).toEqual({ error: accountMessages.wrongPassword });
    expect((await client.get('/api/my_profile', { token: me.token })).statusCode).toBe(200);

    clock.nextStep();
    const deleted = await client.post('/api/delete_account', deletion(codeOf(secret)), { token: me.token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await logIn(me.email)).statusCode).toBe(401);
  });

  it('exports only with the code, and says « activée » without the secret or the codes', async () => {
    const me = await member();
    const { secret, recoveryCodes } = await enableTwoStep(client, me.token);
    const without = await client.post('/api/export_my_data', {}, { token: me.token });
    expect([without.statusCode, without.json()]).toEqual([400, { error: twoStepMessages.codeRequired }]);

    const exported = await client.post(
      '/api/export_my_data',
      { twoStepCode: recoveryCodes[0] },
      { token: me.token },
    );
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().account.twoStepVerification).toBe('activée');
    const text = exported.body;
    expect(text).not.toContain(secret);
    for (const code of recoveryCodes) {
      expect(text).not.toContain(code);
      expect(text).not.toContain(code.replaceAll('-', ''));
    }
    expect(text).not.toMatch(/otpauth|secret_encrypted|code_hash/);
  });

  it('asks nothing of a member without two-step, whose export says « désactivée »', async () => {
    const me = await member();
    const exported = await client.post('/api/export_my_data', {}, { token: me.token });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().account.twoStepVerification).toBe('désactivée');
  });
});
