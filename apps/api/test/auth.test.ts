import { serverMessages, signupMessages, textMessages } from '@lien/contract/texts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import {
  birthDateYearsAgo,
  latestMailTo,
  linkToken,
  signUp,
  signUpVerified,
  signupPayload,
  useCity,
} from './factories';

const t = useTestApp();
const { client } = t;

const city = useCity(t);

describe('POST /api/signup', () => {
  it('creates an unverified account, answers a session and sends a French verification mail', async () => {
    const payload = signupPayload(city.id, { email: `Nouvelle.${Date.now()}@Exemple.fr` });
    const response = await client.post('/api/signup', payload);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toEqual({
      id: expect.any(Number),
      email: payload.email.toLowerCase(),
      isVerified: false,
      photoUploadCompleted: false,
      interestsCompleted: false,
      personalityCompleted: false,
    });
    const mail = await latestMailTo(client, payload.email.toLowerCase());
    expect(mail.subject).toBe('Confirmez votre adresse email');
    expect(mail.text).toContain('http://lien.test/verify_email?token=');
    expect(mail.text).toContain('24 heures');
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    const { payload } = await signUp(client, city.id);
    const again = await client.post(
      '/api/signup',
      signupPayload(city.id, { email: payload.email.toUpperCase() }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: serverMessages.emailTaken });
  });

  it.each([
    ['under 18', { birthDate: birthDateYearsAgo(18, -1) }, signupMessages.tooYoung],
    ['over 99', { birthDate: birthDateYearsAgo(100) }, signupMessages.tooOld],
    ['not a date', { birthDate: '2001-02-30' }, signupMessages.birthDateRequired],
    ['a short password', { password: 'court' }, signupMessages.passwordTooShort],
    ['a 9-digit phone', { phone: '061234567' }, signupMessages.phoneInvalid],
    ['letters in the phone', { phone: '06123456ab' }, signupMessages.phoneInvalid],
    ['a malformed e-mail', { email: 'camille@' }, signupMessages.emailInvalid],
    ['an unknown gender', { gender: 'other' as 'male' }, signupMessages.genderRequired],
    ['a LinkedIn that is not a web URL', { linkedin: 'javascript:alert(1)' }, signupMessages.urlInvalid],
    ['a first name made only of white space', { firstName: ' \r\n ' }, signupMessages.firstNameRequired],
    ['a first name holding HTML', { firstName: '<b></b>' }, textMessages.firstNameInvalid],
    [
      'a last name holding an image tag',
      { lastName: '<img src=x onerror=alert(1)>' },
      textMessages.lastNameInvalid,
    ],
    ['a first name on two lines', { firstName: 'Zoé\r\nMarie' }, textMessages.firstNameInvalid],
    ['a first name with a control character', { firstName: 'Zo\u0000é' }, textMessages.firstNameInvalid],
    ['an 81-character last name', { lastName: 'a'.repeat(81) }, textMessages.lastNameTooLong],
    ['half of a character in the school', { school: 'École \ud800' }, textMessages.unstorable],
    ['a job title of 10 000 emoji', { jobTitle: '🙂'.repeat(10_000) }, textMessages.jobTitleTooLong],
    ['a LinkedIn link holding a NUL', { linkedin: 'https://x.fr/in/a\u0000' }, signupMessages.urlInvalid],
  ])('refuses %s with the French message', async (_case, overrides, message) => {
    const response = await client.post('/api/signup', signupPayload(city.id, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('accepts someone who turns 18 today', async () => {
    const response = await client.post(
      '/api/signup',
      signupPayload(city.id, { birthDate: birthDateYearsAgo(18) }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('refuses missing fields and wrong types in French', async () => {
    const { lastName: _omitted, ...withoutLastName } = signupPayload(city.id);
    const missing = await client.post('/api/signup', withoutLastName);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: signupMessages.lastNameRequired });

    const wrongType = await client.post('/api/signup', { ...signupPayload(city.id), locationId: 'Paris' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ error: signupMessages.cityNotChosen });
  });

  it('refuses a city that does not exist', async () => {
    const response = await client.post('/api/signup', signupPayload(987_654_321));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: serverMessages.cityUnknown });
  });

  it('stores names exactly as typed (outer white space aside), and free texts without their markup', async () => {
    const { user } = await signUp(client, city.id, {
      firstName: 'Zoé\r\n',
      lastName: '&lt;img src=x onerror=alert(1)&gt; <3',
      jobTitle: '<b>Infirmière</b>',
    });
    const row = await t.database.db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'job_title'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      first_name: 'Zoé',
      last_name: '&lt;img src=x onerror=alert(1)&gt; <3',
      job_title: 'Infirmière',
    });
  });

  it('refuses a call without the X-CSRF-Token header', async () => {
    const response = await client.post('/api/signup', signupPayload(city.id), { withoutCsrf: true });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: serverMessages.csrfInvalid });
  });

  it('answers malformed JSON with a French error and no stack trace', async () => {
    const response = await client.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'x-csrf-token': 'x' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(Object.keys(response.json())).toEqual(['error']);
    expect(response.body).not.toMatch(/at .*\.ts/);
  });
});

describe('POST /api/login', () => {
  it('answers a session with the e-mail and flags for the right password', async () => {
    const { payload, user } = await signUp(client, city.id);
    const response = await client.post('/api/login', {
      email: payload.email.toUpperCase(),
      password: payload.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.id, email: payload.email, isVerified: false });
  });

  it('answers the same error for a wrong password and for an unknown address', async () => {
    const { payload } = await signUp(client, city.id);
    const wrong = await client.post('/api/login', { email: payload.email, password: 'pas-le-bon-mot' });
    const unknown = await client.post('/api/login', {
      email: 'personne@exemple.fr',
      password: 'pas-le-bon-mot',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: serverMessages.badCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('requires both fields', async () => {
    const response = await client.post('/api/login', { email: 'camille@exemple.fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: signupMessages.passwordRequired });
  });
});

describe('e-mail verification', () => {
  it('verifies once through the mailed link and answers a session with the flags', async () => {
    const { payload, user } = await signUp(client, city.id);
    const token = linkToken(await latestMailTo(client, payload.email));
    const first = await client.post('/api/verify_email', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'ok',
      message: serverMessages.emailVerified,
      token: expect.any(String),
      user: { id: user.id, isVerified: true },
    });
    const again = await client.post('/api/verify_email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: serverMessages.verifyTokenInvalid });
  });

  it('refuses an expired link', async () => {
    const { payload } = await signUp(client, city.id);
    const token = linkToken(await latestMailTo(client, payload.email));
    await t.database.db
      .updateTable('email_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('purpose', '=', 'verify_email')
      .execute();
    const response = await client.post('/api/verify_email', { token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: serverMessages.verifyTokenInvalid });
  });

  it.each([
    ['cut short', { token: 'abc123' }],
    ['too long', { token: 'x'.repeat(201) }],
    ['missing', {}],
    ['not a text', { token: 12345 }],
  ])('answers a %s token as a dead link, never with a validator text', async (_case, body) => {
    const response = await client.post('/api/verify_email', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: serverMessages.verifyTokenInvalid });
  });

  it.each([
    ['cut short', 'abc123'],
    ['too long', 'x'.repeat(201)],
  ])('answers a %s reset token as a dead link', async (_case, token) => {
    const response = await client.post('/api/reset_password', { token, newPassword: 'nouveau-mdp-solide' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: serverMessages.resetTokenInvalid });
  });

  it('resends a verification mail to the signed-in user only', async () => {
    const anonymous = await client.post('/api/resend_verification_email');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: serverMessages.unauthenticated });

    const { payload, token } = await signUp(client, city.id);
    const response = await client.post('/api/resend_verification_email', undefined, { token });
    expect(response.json()).toEqual({ status: 'ok', message: serverMessages.verificationSent });
    const mails = (await client.get('/dev/mailbox.json')).json<{ to: string }[]>();
    expect(mails.filter((mail) => mail.to === payload.email)).toHaveLength(2);
  });

  it('tells a verified user there is nothing to resend', async () => {
    const { token } = await signUpVerified(client, city.id);
    const response = await client.post('/api/resend_verification_email', undefined, { token });
    expect(response.json()).toEqual({ status: 'ok', message: serverMessages.alreadyVerified });
  });
});

describe('forgotten password', () => {
  it('answers the same for known and unknown addresses and mails only the account holder', async () => {
    const { payload } = await signUp(client, city.id);
    const known = await client.post('/api/forgot_password', { email: payload.email });
    const unknown = await client.post('/api/forgot_password', { email: 'inconnu.absent@exemple.fr' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ status: 'ok', message: serverMessages.forgotAccepted });
    expect(unknown.json()).toEqual(known.json());
    const mail = await latestMailTo(client, payload.email, 'Réinitialisation de votre mot de passe');
    expect(mail.text).toContain('http://lien.test/reset_password?token=');
    const mails = (await client.get('/dev/mailbox.json')).json<{ to: string }[]>();
    expect(mails.some((m) => m.to === 'inconnu.absent@exemple.fr')).toBe(false);
  });

  it('resets once with the link, ends older sessions and lets the new password in', async () => {
    const { payload, token: oldSession } = await signUp(client, city.id);
    await client.post('/api/forgot_password', { email: payload.email });
    const token = linkToken(
      await latestMailTo(client, payload.email, 'Réinitialisation de votre mot de passe'),
    );

    const reset = await client.post('/api/reset_password', { token, newPassword: 'un-tout-nouveau' });
    expect(reset.json()).toEqual({ status: 'ok', message: serverMessages.passwordReset });
    const reused = await client.post('/api/reset_password', { token, newPassword: 'encore-un-autre' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: serverMessages.resetTokenInvalid });

    const stale = await client.post('/api/resend_verification_email', undefined, { token: oldSession });
    expect(stale.statusCode).toBe(401);
    const oldLogin = await client.post('/api/login', { email: payload.email, password: payload.password });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await client.post('/api/login', { email: payload.email, password: 'un-tout-nouveau' });
    expect(newLogin.statusCode).toBe(200);
    expect(newLogin.json().user.isVerified).toBe(true);
  });

  it('refuses an expired or unknown reset link and a short new password', async () => {
    const { payload } = await signUp(client, city.id);
    await client.post('/api/forgot_password', { email: payload.email });
    const token = linkToken(
      await latestMailTo(client, payload.email, 'Réinitialisation de votre mot de passe'),
    );
    await t.database.db
      .updateTable('email_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('purpose', '=', 'reset_password')
      .execute();
    const expired = await client.post('/api/reset_password', { token, newPassword: 'un-tout-nouveau' });
    expect(expired.json()).toEqual({ error: serverMessages.resetTokenInvalid });
    const unknown = await client.post('/api/reset_password', {
      token: 'x'.repeat(43),
      newPassword: 'un-tout-nouveau',
    });
    expect(unknown.statusCode).toBe(400);
    const short = await client.post('/api/reset_password', { token, newPassword: 'court' });
    expect(short.json()).toEqual({ error: signupMessages.passwordTooShort });
  });
});

describe('POST /api/change_password', () => {
  it('needs the current password, then keeps this device signed in and ends the others', async () => {
    const { payload, token } = await signUpVerified(client, city.id);
    const wrong = await client.post(
      '/api/change_password',
      { oldPassword: 'pas-le-bon', newPassword: 'nouveau-secret' },
      { token },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: serverMessages.wrongCurrentPassword });

    const changed = await client.post(
      '/api/change_password',
      { oldPassword: payload.password, newPassword: 'nouveau-secret' },
      { token },
    );
    expect(changed.statusCode).toBe(200);
    const { token: fresh } = changed.json<{ token: string }>();
    expect((await client.post('/api/resend_verification_email', undefined, { token })).statusCode).toBe(401);
    expect(
      (await client.post('/api/resend_verification_email', undefined, { token: fresh })).statusCode,
    ).toBe(200);
    const login = await client.post('/api/login', { email: payload.email, password: 'nouveau-secret' });
    expect(login.statusCode).toBe(200);
  });

  it('refuses anonymous callers and forged tokens', async () => {
    const body = { oldPassword: 'a-b-c-d-e-f', newPassword: 'nouveau-secret' };
    expect((await client.post('/api/change_password', body)).statusCode).toBe(401);
    const forged = await client.post('/api/change_password', body, { token: 'eyJhbGciOiJub25lIn0.e30.' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ error: serverMessages.unauthenticated });
  });

  it('answers 401 before judging the body of an anonymous call', async () => {
    const response = await client.post('/api/change_password', { oldPassword: 1 });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: serverMessages.unauthenticated });
  });
});
