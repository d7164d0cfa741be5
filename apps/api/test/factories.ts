import { randomUUID } from 'node:crypto';
import {
  type EncounterPreferences,
  type MyPhoto,
  myPhotosReply,
  type SessionReply,
  type SignupRequest,
} from '@lien/contract';
import {
  ALL_INTERESTS,
  type AnswerValue,
  type Gender,
  hasSensitiveAnswers,
  type PersonalityAnswers,
  QUESTIONS,
  type Question,
  SENSITIVE_CONSENT_VERSION,
  todayInParis,
} from '@lien/contract/rules';
import { answersWith } from '@lien/contract/testing';
import type { LightMyRequestResponse } from 'fastify';
import { type Kysely, sql, type Updateable } from 'kysely';
import { beforeAll } from 'vitest';
import type { Config } from '../src/config';
import type { App } from '../src/context';
import type { Database, EncounterPreferencesTable } from '../src/db/schema';
import { insertConsent } from '../src/features/consent/queries';
import { updatePreferences } from '../src/features/preferences/queries';
import { createDefaultPreferences } from '../src/features/preferences/service';
import { QuestionnaireService } from '../src/features/questionnaire/service';
import { SessionTokens } from '../src/infra/tokens';

/** A birth date `years` years before today in Paris (minus `days`), as YYYY-MM-DD. */
export function birthDateYearsAgo(years: number, days = 0): string {
  const date = new Date(`${todayInParis()}T12:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

let citySeq = 0;

/** A commune of our own, so tests never depend on the national dataset. */
export async function createCity(
  db: Kysely<Database>,
  values: Partial<{ name: string; zip: string; latitude: number; longitude: number }> = {},
): Promise<number> {
  citySeq += 1;
  const name = values.name ?? `Testville-${citySeq}-${randomUUID().slice(0, 6)}`;
  const row = await db
    .insertInto('cities')
    .values({
      insee_code: `T${randomUUID().slice(0, 8)}`,
      name,
      zip_code: values.zip ?? '75001',
      search_name: name.toLowerCase(),
      latitude: values.latitude ?? 48.8566,
      longitude: values.longitude ?? 2.3522,
      population: 1000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function uniqueEmail(prefix = 'membre'): string {
  return `${prefix}.${randomUUID()}@exemple.fr`;
}

export function signupPayload(locationId: number, overrides: Partial<SignupRequest> = {}): SignupRequest {
  return {
    firstName: 'Camille',
    lastName: 'Martin',
    email: uniqueEmail(),
    phone: '0612345678',
    birthDate: birthDateYearsAgo(32),
    password: 'motdepasse-solide',
    gender: 'female',
    seeking: 'male',
    locationId,
    jobTitle: 'Architecte',
    school: 'École de Lyon',
    referralSource: 'Friend/Family',
    ...overrides,
  };
}

interface CallOptions {
  token?: string;
  /** Leave out the X-CSRF-Token header (the cookie is still sent). */
  withoutCsrf?: boolean;
  headers?: Record<string, string>;
}

/**
 * A browser-like client over app.inject: keeps the CSRF cookie, sends X-CSRF-Token on
 * unsafe calls and a Bearer token when given one. With `keepCookies`, it also keeps the cookies later
 * replies set, as a browser does (one member's browser: the read replicas' write position).
 */
export class TestClient {
  #cookie = '';
  #csrf = '';
  readonly #app: () => App;
  readonly #cookies = new Map<string, string>();
  readonly #keepCookies: boolean;

  /** The app, or a function answering it when the client first calls (an app made later, in a hook). */
  constructor(app: App | (() => App), options: { keepCookies?: boolean } = {}) {
    this.#app = typeof app === 'function' ? app : () => app;
    this.#keepCookies = options.keepCookies ?? false;
  }

  get app(): App {
    return this.#app();
  }

  async start(): Promise<this> {
    const response = await this.app.inject({ method: 'GET', url: '/api/get_csrf_token' });
    this.#keep(response);
    this.#csrf = response.json<{ csrf_token: string }>().csrf_token;
    return this;
  }

  /** Keeps the cookies a reply sets (every reply's with `keepCookies`, else the first one's). */
  #keep(response: LightMyRequestResponse): LightMyRequestResponse {
    const setCookie = response.headers['set-cookie'];
    for (const cookie of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.#cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    this.#cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return response;
  }

  /** The reply, its cookies kept when this client keeps them. */
  async #kept(reply: Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
    const response = await reply;
    return this.#keepCookies ? this.#keep(response) : response;
  }

  #headers(options: CallOptions, unsafe: boolean): Record<string, string> {
    const headers: Record<string, string> = { cookie: this.#cookie, ...options.headers };
    if (unsafe && !options.withoutCsrf) headers['x-csrf-token'] = this.#csrf;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    return headers;
  }

  /** The headers this client sends: its cookie, the CSRF token on unsafe calls, the bearer if given. */
  headersFor(unsafe: boolean, token?: string): Record<string, string> {
    return this.#headers({ token }, unsafe);
  }

  get(url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
    return this.#kept(this.app.inject({ method: 'GET', url, headers: this.#headers(options, false) }));
  }

  post(url: string, body?: unknown, options: CallOptions = {}): Promise<LightMyRequestResponse> {
    return this.#kept(
      this.app.inject({
        method: 'POST',
        url,
        headers: this.#headers(options, true),
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      }),
    );
  }

  put(url: string, body: unknown, options: CallOptions = {}): Promise<LightMyRequestResponse> {
    return this.#kept(
      this.app.inject({
        method: 'PUT',
        url,
        headers: this.#headers(options, true),
        payload: body as Record<string, unknown>,
      }),
    );
  }

  delete(url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
    return this.#kept(this.app.inject({ method: 'DELETE', url, headers: this.#headers(options, true) }));
  }
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail sent to an address, waiting for mails sent after the reply (forgot password). */
export async function latestMailTo(client: TestClient, to: string, subject?: string): Promise<OutboxMail> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mails = (await client.get('/dev/mailbox.json')).json<OutboxMail[]>();
    const mail = mails.find(
      (candidate) => candidate.to === to && (!subject || candidate.subject === subject),
    );
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to}`);
}

/** The `token` query parameter of the first link in a mail. */
export function linkToken(mail: OutboxMail): string {
  const url = /https?:\/\/\S+/.exec(mail.text)?.[0];
  const token = url ? new URL(url).searchParams.get('token') : null;
  if (!token) throw new Error(`no link in mail "${mail.subject}"`);
  return token;
}

/** Signs up a member through the API; answers the session and the payload used. */
export async function signUp(client: TestClient, locationId: number, overrides: Partial<SignupRequest> = {}) {
  const payload = signupPayload(locationId, overrides);
  const response = await client.post('/api/signup', payload);
  if (response.statusCode !== 200) throw new Error(`signup failed: ${response.body}`);
  const session = response.json<{ token: string; user: { id: number } }>();
  return { ...session, payload };
}

/** Signs up and verifies the e-mail through the link of the verification mail. */
export async function signUpVerified(
  client: TestClient,
  locationId: number,
  overrides: Partial<SignupRequest> = {},
) {
  const account = await signUp(client, locationId, overrides);
  const mail = await latestMailTo(client, account.payload.email.toLowerCase());
  const verified = await client.post('/api/verify_email', { token: linkToken(mail) });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return { ...account, token: verified.json<{ token: string }>().token };
}

export interface MultipartPart {
  name: string;
  value: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body written out by hand, as a browser's FormData sends it. */
export function multipartBody(parts: MultipartPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----lien-test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Sends a file as the photo step does: POST /api/upload_photo, multipart field `photo`. */
export function uploadPhoto(
  client: TestClient,
  token: string | undefined,
  bytes: Buffer,
  filename = 'photo.jpg',
  contentType = 'image/jpeg',
): Promise<LightMyRequestResponse> {
  const body = multipartBody([{ name: 'photo', value: bytes, filename, contentType }]);
  return client.post('/api/upload_photo', body.payload, {
    token,
    headers: { 'content-type': body.contentType },
  });
}

/** A real image of the given format and size, drawn by sharp: two coloured halves, left red, right blue. */
export async function sampleImage(
  format: 'jpeg' | 'png' | 'webp',
  width = 640,
  height = 480,
): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const half = Math.floor(width / 2);
  const blue = await sharp({
    create: { width: width - half, height, channels: 3, background: { r: 20, g: 40, b: 230 } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 230, g: 30, b: 30 } } })
    .composite([{ input: blue, left: half, top: 0 }])
    .toFormat(format)
    .toBuffer();
}

/** Uploads `count` generated photos for a member and answers their ids, failing loudly otherwise. */
export async function givePhotos(client: TestClient, token: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await uploadPhoto(client, token, await sampleImage('jpeg', 320, 240));
    if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
    ids.push(response.json<{ photoId: string }>().photoId);
  }
  return ids;
}

/** The member's photos as GET /api/my_photos lists them, checked against the contract's reply. */
export async function myPhotos(client: TestClient, token: string): Promise<MyPhoto[]> {
  const response = await client.get('/api/my_photos', { token });
  if (response.statusCode !== 200) throw new Error(`my_photos failed: ${response.body}`);
  return myPhotosReply.parse(response.json()).photos;
}

/** A grey-scale PNG whose header declares the given size in front of far too little data: a decompression bomb. */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const { crc32, deflateSync } = await import('node:zlib');
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Logs in through the API; answers the session reply (token and onboarding flags). */
export async function logIn(client: TestClient, email: string, password = 'motdepasse-solide') {
  const response = await client.post('/api/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<SessionReply>();
}

/** Saves a member's interests through the API, failing loudly otherwise. */
export async function giveInterests(client: TestClient, token: string, names: string[]): Promise<void> {
  const response = await client.post('/api/update_interests', { selectedInterests: names }, { token });
  if (response.statusCode !== 200) throw new Error(`update_interests failed: ${response.body}`);
}

/** A complete, valid questionnaire (the contract's seeded generator), some answers given by question id. */
export function questionnaireAnswers(
  seed = 1,
  overrides: Record<string, AnswerValue> = {},
): PersonalityAnswers {
  return answersWith(seed, overrides);
}

/** The questionnaire's first question of a type, to build an answer of that shape in a test. */
export function firstQuestionOf<T extends Question['type']>(type: T): Extract<Question, { type: T }> {
  const question = QUESTIONS.find((candidate) => candidate.type === type);
  if (!question) throw new Error(`no ${type} question`);
  return question as Extract<Question, { type: T }>;
}

/** Sends a questionnaire, valid or not, as the questionnaire's last step does; answers the raw response. */
export async function uploadQuestionnaire(
  client: TestClient,
  token: string | undefined,
  answers: unknown,
): Promise<LightMyRequestResponse> {
  // The app asks the consent to sensitive questions before them (sensitive-consent.test.ts).
  if (token) await client.post('/api/sensitive_consent', { version: SENSITIVE_CONSENT_VERSION }, { token });
  return client.post('/api/personality_questionnaire_upload', answers, { token });
}

/** The member's saved answers (GET /api/personality_answers), failing loudly otherwise. */
export async function savedAnswers(client: TestClient, token: string): Promise<PersonalityAnswers> {
  const response = await client.get('/api/personality_answers', { token });
  if (response.statusCode !== 200) throw new Error(`personality_answers failed: ${response.body}`);
  return response.json<{ answers: PersonalityAnswers }>().answers;
}

/** Uploads a questionnaire through the API; answers the member's personality ID. */
export async function answerQuestionnaire(
  client: TestClient,
  token: string,
  answers: PersonalityAnswers = questionnaireAnswers(),
): Promise<string> {
  const response = await uploadQuestionnaire(client, token, answers);
  if (response.statusCode !== 200) throw new Error(`questionnaire upload failed: ${response.body}`);
  return response.json<{ personalityId: string }>().personalityId;
}

/** A member made straight in the database, as onboarding would leave them unless told otherwise. */
export interface MemberOptions {
  cityId: number;
  firstName?: string;
  gender?: Gender;
  seeking?: Gender;
  birthDate?: string;
  /** Their questionnaire (by default the seeded generator's, seeded with their id); null: none yet. */
  answers?: PersonalityAnswers | null;
  preferences?: Partial<EncounterPreferences>;
  /** How many photos (3 by default, enough for the deck). */
  photos?: number;
  /** Catalogue names; one by default. */
  interests?: string[];
  verified?: boolean;
  lastActiveAt?: Date;
}

/**
 * A member in one go, without HTTP: the account, default preferences then the given ones, photo rows
 * (no files), interests and the questionnaire through its service. Answers the member's id.
 */
export async function createMember(db: Kysely<Database>, options: MemberOptions): Promise<number> {
  const gender = options.gender ?? 'female';
  const user = await db
    .insertInto('users')
    .values({
      email: uniqueEmail('deck'),
      password_hash: null,
      first_name: options.firstName ?? 'Membre',
      last_name: 'Test',
      phone: '0612345678',
      birth_date: options.birthDate ?? birthDateYearsAgo(30),
      gender,
      seeking: options.seeking ?? (gender === 'female' ? 'male' : 'female'),
      city_id: options.cityId,
      is_verified: options.verified ?? true,
      last_active_at: options.lastActiveAt ?? new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = user.id;
  await createDefaultPreferences(db, id);
  const wanted = options.preferences ?? {};
  const columns: Updateable<EncounterPreferencesTable> = {
    ...(wanted.maxDistance === undefined ? {} : { max_distance: wanted.maxDistance }),
    ...(wanted.ageRange ? { age_min: wanted.ageRange[0], age_max: wanted.ageRange[1] } : {}),
    ...(wanted.partnerPoliticalOrientation ? { political: wanted.partnerPoliticalOrientation } : {}),
    ...(wanted.partnerEducation ? { education: wanted.partnerEducation } : {}),
    ...(wanted.partnerReligiousAffiliation ? { religion: wanted.partnerReligiousAffiliation } : {}),
    ...(wanted.partnerSituation ? { exclusions: wanted.partnerSituation } : {}),
  };
  if (Object.keys(columns).length > 0) await updatePreferences(db, id, columns);
  const photoCount = options.photos ?? 3;
  if (photoCount > 0) {
    await db
      .insertInto('photos')
      .values(
        Array.from({ length: photoCount }, (_, position) => ({
          id: randomUUID().replace(/-/g, '').slice(0, 22),
          user_id: id,
          position,
          storage_key: `${randomUUID()}.webp`,
          thumb_key: `${randomUUID()}.webp`,
          width: 600,
          height: 970,
          bytes: 1000,
        })),
      )
      .execute();
  }
  const interests = options.interests ?? [ALL_INTERESTS[0] ?? ''];
  if (interests.length > 0) {
    await db
      .insertInto('user_interests')
      .values(interests.map((interest) => ({ user_id: id, interest })))
      .execute();
  }
  if (options.answers !== null) {
    await saveQuestionnaire(db, id, options.answers ?? questionnaireAnswers(id));
  }
  return id;
}

/**
 * Saves a member's questionnaire as the upload does; when it holds sensitive answers, the member's
 * consent to them is recorded first, as the app asks for it before those questions.
 */
export async function saveQuestionnaire(
  db: Kysely<Database>,
  userId: number,
  answers: PersonalityAnswers,
): Promise<void> {
  if (hasSensitiveAnswers(answers))
    await insertConsent(db, userId, SENSITIVE_CONSENT_VERSION).catch(() => {});
  await new QuestionnaireService(db).save(userId, answers);
}

/**
 * The members of a test file, made in one commune: `man()` a man seeking women, `woman()` a woman
 * seeking men (both 30 unless told otherwise), so that each is in the other's deck; `member()` only the
 * place. `where` is read at each call, so it may name a commune made in a `beforeAll`.
 */
export function membersIn(
  database: { readonly db: Kysely<Database> },
  where: () => Partial<MemberOptions> & { cityId: number },
) {
  const member = (options: Partial<MemberOptions> = {}) =>
    createMember(database.db, { ...where(), ...options });
  return {
    member,
    man: (options: Partial<MemberOptions> = {}) => member({ gender: 'male', seeking: 'female', ...options }),
    woman: (options: Partial<MemberOptions> = {}) =>
      member({ gender: 'female', seeking: 'male', ...options }),
  };
}

/** A commune for the file's sign-ups (createCity), made in a `beforeAll` registered here: `city.id`. */
export function useCity(database: { readonly db: Kysely<Database> }): { readonly id: number } {
  let made: number | undefined;
  beforeAll(async () => {
    made = await createCity(database.db);
  });
  return {
    get id() {
      if (made === undefined) throw new Error('useCity: the commune is made in beforeAll');
      return made;
    },
  };
}

/**
 * A commune of the file's own, far from every other file's (around `origin`, by default a remotePoint),
 * made in a `beforeAll` registered here, and its members (membersIn): `place.cityId`, `place.man()`,
 * `place.woman()`, `place.member()`. Call it after useTestApp, whose app it needs.
 */
export function useRemotePlace(
  database: { readonly db: Kysely<Database> },
  origin: { latitude: number; longitude: number } = remotePoint(),
) {
  let made: number | undefined;
  beforeAll(async () => {
    made = await cityNear(database.db, origin);
  });
  const cityId = (): number => {
    if (made === undefined) throw new Error('useRemotePlace: the commune is made in beforeAll');
    return made;
  };
  return {
    get cityId() {
      return cityId();
    },
    ...membersIn(database, () => ({ cityId: cityId() })),
  };
}

/** A session token for a member made by createMember, as login would give. */
export function tokenFor(config: Config, userId: number): string {
  return new SessionTokens(config.jwtSecret).sign({ userId, sessionVersion: 0 });
}

/**
 * A point far from every real commune (the southern ocean), drawn from a band wide enough that two
 * points rarely fall within a deck's reach of each other; tests that count a world still give it
 * demographics no other file uses, since on PostgreSQL every file shares one database.
 */
export function remotePoint(): { latitude: number; longitude: number } {
  return { latitude: -45 - Math.random() * 15, longitude: -175 + Math.random() * 350 };
}

/** A commune `north` and `east` km away from a point (111.19 km per degree of latitude). */
export function cityNear(
  db: Kysely<Database>,
  origin: { latitude: number; longitude: number },
  offsetKm: { north?: number; east?: number } = {},
): Promise<number> {
  const latitude = origin.latitude + (offsetKm.north ?? 0) / 111.19;
  const longitude = origin.longitude + (offsetKm.east ?? 0) / (111.19 * Math.cos((latitude * Math.PI) / 180));
  return createCity(db, { latitude, longitude });
}

/**
 * A match of two members with its conversation, as swipe_batch opens them (one statement: the match, the
 * conversation, a member row for each side); answers the conversation's id.
 */
export async function insertMatch(
  db: Kysely<Database>,
  a: number,
  b: number,
  at = new Date(),
): Promise<number> {
  const opened = await sql<{ id: number }>`
    with made as (
      insert into matches (user_low, user_high, created_at)
      values (${Math.min(a, b)}, ${Math.max(a, b)}, ${at})
      returning id, created_at
    ), opened as (
      insert into conversations (match_id, created_at) select id, created_at from made returning id
    ), sides as (
      insert into conversation_members (user_id, conversation_id, partner_id)
      select side.user_id, opened.id, side.partner_id
      from opened cross join (values (${a}::integer, ${b}::integer), (${b}, ${a})) as side (user_id, partner_id)
    )
    select id from opened`.execute(db);
  const conversation = opened.rows[0];
  if (!conversation) throw new Error('insertMatch: no conversation opened');
  return conversation.id;
}

/** Two members who liked each other, as two likes leave them: both swipes, the match, its conversation. */
export async function matchMembers(
  db: Kysely<Database>,
  a: number,
  b: number,
  at = new Date(),
): Promise<void> {
  await db
    .insertInto('swipes')
    .values([
      { swiper_id: a, swiped_id: b, liked: true, created_at: at },
      { swiper_id: b, swiped_id: a, liked: true, created_at: at },
    ])
    .execute();
  await insertMatch(db, a, b, at);
}

/** A seeded demo population's members (apps/demo), in the order of their index. */
export async function demoPopulation(db: Kysely<Database>, seed: number) {
  const rows = await db
    .selectFrom('demo_members')
    .innerJoin('users', 'users.id', 'demo_members.user_id')
    .select(['users.id', 'users.email', 'demo_members.seed_index', 'demo_members.likes_back'])
    .where('demo_members.seed', '=', seed)
    .orderBy('demo_members.seed_index')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    seedIndex: row.seed_index,
    likesBack: row.likes_back,
  }));
}

/** A real member in `cityId` whom the member `memberId` would see in their deck, and who would see them. */
export async function createMemberFor(
  db: Kysely<Database>,
  memberId: number,
  cityId: number,
): Promise<number> {
  const other = await db
    .selectFrom('users')
    .innerJoin('encounter_preferences as e', 'e.user_id', 'users.id')
    .select(['gender', 'seeking', 'age_min', 'age_max'])
    .where('users.id', '=', memberId)
    .executeTakeFirstOrThrow();
  const age = Math.max(other.age_min, Math.min(other.age_max, 35));
  return createMember(db, {
    cityId,
    gender: other.seeking,
    seeking: other.gender,
    birthDate: birthDateYearsAgo(age),
  });
}

/** The swipe of one member on another, if any (as a list: none or one). */
export function swipesFrom(db: Kysely<Database>, swiperId: number, swipedId: number) {
  return db
    .selectFrom('swipes')
    .selectAll()
    .where('swiper_id', '=', swiperId)
    .where('swiped_id', '=', swipedId)
    .execute();
}

/** The matches of a pair (as a list: none or one). */
export function matchesBetween(db: Kysely<Database>, a: number, b: number) {
  return db
    .selectFrom('matches')
    .select('id')
    .where('user_low', '=', Math.min(a, b))
    .where('user_high', '=', Math.max(a, b))
    .execute();
}
