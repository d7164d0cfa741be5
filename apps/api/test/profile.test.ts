import { DEFAULT_PREFERENCES, myProfileReply, type UpdateProfileRequest } from '@lien/contract';
import { SENSITIVE_CONSENT_VERSION } from '@lien/contract/rules';
import {
  preferencesMessages,
  profileMessages,
  serverMessages,
  signupMessages,
  textMessages,
} from '@lien/contract/texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { birthDateYearsAgo, createCity, giveInterests, givePhotos, logIn, signUp } from './factories';

const t = useTestApp();
const { client } = t;
let cityId: number;
let otherCityId: number;

beforeAll(async () => {
  cityId = await createCity(t.database.db, { name: 'Lyon-Test', zip: '69001' });
  otherCityId = await createCity(t.database.db, { name: 'Annecy-Test', zip: '74000' });
});

async function myProfile(token: string) {
  const response = await client.get('/api/my_profile', { token });
  expect(response.statusCode, response.body).toBe(200);
  return myProfileReply.parse(response.json());
}

const update = (token: string | undefined, change: UpdateProfileRequest | Record<string, unknown>) =>
  client.post('/api/update_profile', change, { token });

describe('GET /api/my_profile', () => {
  it("answers the member's own profile: fields, city, photos, interests, default preferences", async () => {
    const { token, user, payload } = await signUp(client, cityId, { linkedin: '' });
    const photoIds = await givePhotos(client, token, 3);
    await giveInterests(client, token, ['Yoga', 'Football']);
    const response = await client.get('/api/my_profile', { token });
    expect(response.headers['cache-control']).toBe('no-store');
    const profile = myProfileReply.parse(response.json());
    expect(profile).toEqual({
      id: user.id,
      images: photoIds.map((id, order) => ({ id, url: expect.stringMatching(/^\/photos\//), order })),
      selectedInterests: ['Football', 'Yoga'],
      firstName: payload.firstName,
      lastName: payload.lastName,
      phone: payload.phone,
      birthDate: payload.birthDate,
      gender: payload.gender,
      seeking: payload.seeking,
      userLocationID: cityId,
      location: 'Lyon-Test (69001)',
      jobTitle: payload.jobTitle,
      school: payload.school,
      linkedin: '',
      bio: '',
      preferences: DEFAULT_PREFERENCES,
      role: 'member',
    });
    // Nothing beyond the contract leaves the server: no e-mail, no password hash.
    expect(Object.keys(response.json()).sort()).toEqual(Object.keys(profile).sort());
  });

  it("never answers another member's profile, whatever the request carries", async () => {
    const alice = await signUp(client, cityId, { firstName: 'Alice' });
    const bob = await signUp(client, cityId, { firstName: 'Bob' });
    const response = await client.get(`/api/my_profile?userId=${alice.user.id}`, { token: bob.token });
    expect(response.json()).toMatchObject({ id: bob.user.id, firstName: 'Bob' });
  });

  it('needs a session', async () => {
    const response = await client.get('/api/my_profile');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: serverMessages.unauthenticated });
  });
});

describe('POST /api/update_profile', () => {
  const cases: [
    UpdateProfileRequest,
    unknown,
    (profile: Awaited<ReturnType<typeof myProfile>>) => unknown,
  ][] = [
    [{ field: 'firstName', value: ' Zoé\r\n' }, 'Zoé', (p) => p.firstName],
    [{ field: 'lastName', value: '&lt;img src=x&gt; <3' }, '&lt;img src=x&gt; <3', (p) => p.lastName],
    [{ field: 'lastName', value: 'Dupont-Moreau' }, 'Dupont-Moreau', (p) => p.lastName],
    [{ field: 'phone', value: '0798765432' }, '0798765432', (p) => p.phone],
    [{ field: 'phone', value: '' }, '', (p) => p.phone],
    [{ field: 'birthDate', value: birthDateYearsAgo(40) }, birthDateYearsAgo(40), (p) => p.birthDate],
    [{ field: 'gender', value: 'male' }, 'male', (p) => p.gender],
    [{ field: 'seeking', value: 'female' }, 'female', (p) => p.seeking],
    [{ field: 'jobTitle', value: 'Ébéniste' }, 'Ébéniste', (p) => p.jobTitle],
    [{ field: 'jobTitle', value: '' }, '', (p) => p.jobTitle],
    [{ field: 'school', value: '<i>Beaux-Arts</i>' }, 'Beaux-Arts', (p) => p.school],
    [
      { field: 'linkedin', value: 'https://www.linkedin.com/in/zoe' },
      'https://www.linkedin.com/in/zoe',
      (p) => p.linkedin,
    ],
    [{ field: 'linkedin', value: '' }, '', (p) => p.linkedin],
    [
      { field: 'userBio', value: '<script>alert(1)</script>Bonjour, <b>je</b> randonne.' },
      'Bonjour, je randonne.',
      (p) => p.bio,
    ],
    [{ field: 'userBio', value: 'é'.repeat(500) }, 'é'.repeat(500), (p) => p.bio],
    [{ field: 'preferences.maxDistance', value: 101 }, 101, (p) => p.preferences.maxDistance],
    [{ field: 'preferences.maxDistance', value: 1 }, 1, (p) => p.preferences.maxDistance],
    [{ field: 'preferences.ageRange', value: [25, 40] }, [25, 40], (p) => p.preferences.ageRange],
    [{ field: 'preferences.ageRange', value: [35, 35] }, [35, 35], (p) => p.preferences.ageRange],
    [
      { field: 'preferencesPartnerPoliticalOrientation', value: 'Différente mais pas extrême' },
      'Différente mais pas extrême',
      (p) => p.preferences.partnerPoliticalOrientation,
    ],
    [
      { field: 'preferencesPartnerEducation', value: ['BAC+5', 'BAC+8'] },
      ['BAC+5', 'BAC+8'],
      (p) => p.preferences.partnerEducation,
    ],
    [{ field: 'preferencesPartnerEducation', value: [] }, [], (p) => p.preferences.partnerEducation],
    [
      { field: 'preferencesPartnerReligiousAffiliation', value: 'Athée' },
      'Athée',
      (p) => p.preferences.partnerReligiousAffiliation,
    ],
    [
      { field: 'preferencesPartnerSituation', value: ['Fumeur(se)', 'Divorcé(e)'] },
      ['Fumeur(se)', 'Divorcé(e)'],
      (p) => p.preferences.partnerSituation,
    ],
  ];

  it.each(cases)('saves %j and answers the stored value', async (change, stored, read) => {
    const { token } = await signUp(client, cityId);
    // Partner religion and politics preferences need the sensitive-data consent (sensitive-consent.test.ts).
    await client.post('/api/sensitive_consent', { version: SENSITIVE_CONSENT_VERSION }, { token });
    const response = await update(token, change);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', field: change.field, value: stored });
    expect(read(await myProfile(token))).toEqual(stored);
  });

  it('moves the member to another city, shown as "name (zip code)"', async () => {
    const { token } = await signUp(client, cityId);
    const response = await update(token, { field: 'userLocationID', value: otherCityId });
    expect(response.json()).toEqual({ status: 'ok', field: 'userLocationID', value: otherCityId });
    expect(await myProfile(token)).toMatchObject({
      userLocationID: otherCityId,
      location: 'Annecy-Test (74000)',
    });
  });

  it('stores the bio sanitised, whatever the client sent', async () => {
    const { token, user } = await signUp(client, cityId);
    await update(token, { field: 'userBio', value: '<img src=x onerror=alert(1)>Salut <a href="#">toi</a>' });
    const row = await t.database.db
      .selectFrom('users')
      .select('bio')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.bio).toBe('Salut toi');
  });

  it.each([
    ['an unknown field', { field: 'email', value: 'pirate@exemple.fr' }, profileMessages.unknownField],
    ['a field that is not editable', { field: 'isVerified', value: true }, profileMessages.unknownField],
    ['no field at all', { value: 'Zoé' }, profileMessages.unknownField],
    ['a phone not starting with 0', { field: 'phone', value: '1612345678' }, profileMessages.phoneInvalid],
    ['a 9-digit phone', { field: 'phone', value: '061234567' }, profileMessages.phoneInvalid],
    ['a date that does not exist', { field: 'birthDate', value: '2001-02-30' }, profileMessages.dateInvalid],
    ['a birth date under 18', { field: 'birthDate', value: birthDateYearsAgo(17) }, signupMessages.tooYoung],
    ['a URL that is not one', { field: 'linkedin', value: 'pas une adresse' }, profileMessages.urlInvalid],
    ['a script URL', { field: 'linkedin', value: 'javascript:alert(1)' }, profileMessages.urlInvalid],
    ['a 501-character bio', { field: 'userBio', value: 'a'.repeat(501) }, profileMessages.bioTooLong],
    ['an empty first name', { field: 'firstName', value: '  ' }, signupMessages.firstNameRequired],
    ['a first name holding HTML', { field: 'firstName', value: '<b>Zoé</b>' }, textMessages.firstNameInvalid],
    [
      'a last name holding an image tag',
      { field: 'lastName', value: 'Dupont <img src=x onerror=alert(1)>' },
      textMessages.lastNameInvalid,
    ],
    [
      'an 81-character first name',
      { field: 'firstName', value: 'é'.repeat(81) },
      textMessages.firstNameTooLong,
    ],
    [
      'a LinkedIn link holding a NUL',
      { field: 'linkedin', value: 'https://x.fr/in/a\u0000' },
      profileMessages.urlInvalid,
    ],
    [
      'a city id past the column',
      { field: 'userLocationID', value: 2_147_483_648 },
      signupMessages.cityNotChosen,
    ],
    ['a school of 10 000 emoji', { field: 'school', value: '🙂'.repeat(10_000) }, textMessages.schoolTooLong],
    [
      'a job title of 10 000 emoji',
      { field: 'jobTitle', value: '🙂'.repeat(10_000) },
      textMessages.jobTitleTooLong,
    ],
    [
      'half of a character in the school',
      { field: 'school', value: 'Lycée \ud800' },
      textMessages.unstorable,
    ],
    ['the other half in the job title', { field: 'jobTitle', value: '\udc00' }, textMessages.unstorable],
    ['a distance of 0', { field: 'preferences.maxDistance', value: 0 }, preferencesMessages.distanceInvalid],
    [
      'a distance of 102',
      { field: 'preferences.maxDistance', value: 102 },
      preferencesMessages.distanceInvalid,
    ],
    [
      'a reversed age range',
      { field: 'preferences.ageRange', value: [40, 25] },
      preferencesMessages.ageInvalid,
    ],
    ['an age under 18', { field: 'preferences.ageRange', value: [17, 30] }, preferencesMessages.ageInvalid],
    [
      'an unknown political option',
      { field: 'preferencesPartnerPoliticalOrientation', value: 'Anarchiste' },
      preferencesMessages.optionInvalid,
    ],
    [
      'an education option twice',
      { field: 'preferencesPartnerEducation', value: ['BAC+3', 'BAC+3'] },
      preferencesMessages.optionRepeated,
    ],
    [
      'an unknown exclusion',
      { field: 'preferencesPartnerSituation', value: ['Végétarien(ne)'] },
      preferencesMessages.optionInvalid,
    ],
    ['a gender outside the list', { field: 'gender', value: 'autre' }, undefined],
    ['a city given as text', { field: 'userLocationID', value: 'Lyon' }, undefined],
    ['a first name that is not text', { field: 'firstName', value: 42 }, undefined],
    ['a bio that is not text', { field: 'userBio', value: ['Bonjour'] }, undefined],
    [
      'a city that does not exist',
      { field: 'userLocationID', value: 2_000_000_000 },
      serverMessages.cityUnknown,
    ],
  ])('refuses %s with the French message and changes nothing', async (_case, change, message) => {
    const { token } = await signUp(client, cityId);
    const before = await myProfile(token);
    const response = await update(token, change);
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{ error: string }>();
    if (message) expect(error).toBe(message);
    else expect(error).toEqual(expect.any(String));
    expect(await myProfile(token)).toEqual(before);
  });

  it("changes only the signed-in member's row, even when the body names someone else", async () => {
    const alice = await signUp(client, cityId, { firstName: 'Alice' });
    const bob = await signUp(client, cityId, { firstName: 'Bob' });
    const naming = { field: 'firstName', value: 'Robert', userId: alice.user.id };
    const response = await update(bob.token, naming);
    expect(response.statusCode).toBe(200);
    expect((await myProfile(alice.token)).firstName).toBe('Alice');
    expect((await myProfile(bob.token)).firstName).toBe('Robert');
    await update(bob.token, { field: 'preferences.maxDistance', value: 12 });
    expect((await myProfile(alice.token)).preferences.maxDistance).toBe(DEFAULT_PREFERENCES.maxDistance);
  });

  it('needs a session and the CSRF token', async () => {
    const unauthenticated = await update(undefined, { field: 'firstName', value: 'Zoé' });
    expect(unauthenticated.statusCode).toBe(401);
    const { token } = await signUp(client, cityId);
    const withoutCsrf = await client.post(
      '/api/update_profile',
      { field: 'firstName', value: 'Zoé' },
      { token, withoutCsrf: true },
    );
    expect(withoutCsrf.statusCode).toBe(403);
  });
});

describe('the photoUploadCompleted flag', () => {
  it('turns true at log-in from the third photo on', async () => {
    const { token, payload } = await signUp(client, cityId);
    await givePhotos(client, token, 2);
    expect((await logIn(client, payload.email)).user).toMatchObject({ photoUploadCompleted: false });
    await givePhotos(client, token, 1);
    expect((await logIn(client, payload.email)).user).toMatchObject({
      photoUploadCompleted: true,
      interestsCompleted: false,
      personalityCompleted: false,
    });
  });
});
