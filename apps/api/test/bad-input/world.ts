import { MODERATION_GROUNDS } from '@lien/contract';
import {
  ALL_INTERESTS,
  isSensitiveQuestion,
  questionByText,
  SENSITIVE_CONSENT_VERSION,
} from '@lien/contract/rules';
import { answersWith } from '@lien/contract/testing';
import fc from 'fast-check';
import { setModerator } from '../../src/features/moderation/roles';
import { personalityId } from '../../src/features/questionnaire/service';
import { proposedDays } from '../../src/features/video-call/slots';
import type { TestFixture } from '../app';
import { matchMembers } from '../chat-helpers';
import { birthDateYearsAgo, cityNear, createMember, remotePoint, tokenFor } from '../factories';
import type { Hints } from './schema-values';

/**
 * The rows a fuzzed request should reach: a signed-in member (a moderator, so that the moderation
 * calls reach their services too) with photos and a questionnaire, a match with a conversation and
 * messages, a stranger, a report and an appeal. Ids of each are what the hints draw from, beside
 * ids nobody holds.
 */
export interface FuzzWorld {
  cityId: number;
  me: number;
  token: string;
  email: string;
  partner: number;
  stranger: number;
  conversationId: number;
  messageIds: number[];
  photoIds: string[];
  /** An open report, for the console's page and the decisions. */
  reportId: number;
  appealId: number;
  /** The appeal link of a warned member who has not appealed yet. */
  appealToken: string;
  partnerPersonalityId: string;
}

/** Builds the world through the factories and the API, as the members themselves would. */
export async function buildWorld(t: TestFixture): Promise<FuzzWorld> {
  const { db, client, config } = t;
  const cityId = await cityNear(db, remotePoint());
  // Five photos: two may go before the member reaches the minimum of three.
  const me = await createMember(db, { cityId, gender: 'female', seeking: 'male', photos: 5 });
  const partner = await createMember(db, { cityId, gender: 'male', seeking: 'female' });
  const stranger = await createMember(db, { cityId, gender: 'male', seeking: 'female' });
  const { email } = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', me)
    .executeTakeFirstOrThrow();
  await setModerator(db, email, true);
  const token = tokenFor(config, me);
  const asPartner = { token: tokenFor(config, partner) };

  const conversationId = await matchMembers(db, me, partner);
  const messageIds: number[] = [];
  for (const content of ['Bonjour !', 'À très vite <3']) {
    const sent = await client.post(
      '/api/send_message',
      { conversationID: conversationId, messageContent: content },
      asPartner,
    );
    if (sent.statusCode !== 200) throw new Error(`world: send_message ${sent.body}`);
    messageIds.push(sent.json<{ message: { messageID: number } }>().message.messageID);
  }
  const photoIds = (
    await db.selectFrom('photos').select('id').where('user_id', '=', me).orderBy('position').execute()
  ).map((row) => row.id);

  // Reports from the partner: one left open, two decided by the member (a warning each), one of
  // which the warned member appealed; the other's appeal link is left for the fuzzed appeal calls.
  const reportOf = async (reported: number): Promise<number> => {
    const sent = await client.post(
      '/api/report_profile',
      { reportedUserId: reported, reason: 'Autre' },
      asPartner,
    );
    if (sent.statusCode !== 200) throw new Error(`world: report_profile ${sent.body}`);
    const row = await db
      .selectFrom('reports')
      .select('id')
      .where('reported_id', '=', reported)
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const warnedAppealToken = async (reported: number): Promise<string> => {
    const reportId = await reportOf(reported);
    const decision = {
      reportId,
      decision: 'warn',
      ground: MODERATION_GROUNDS[2],
      statement: 'Des propos déplacés.',
    };
    const decided = await client.post('/api/moderation/decisions', decision, { token });
    if (decided.statusCode !== 200) throw new Error(`world: decision ${decided.body}`);
    const { email: to } = await db
      .selectFrom('users')
      .select('email')
      .where('id', '=', reported)
      .executeTakeFirstOrThrow();
    const mail = await db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', to)
      .where('subject', 'like', 'Décision de modération%')
      .executeTakeFirstOrThrow();
    const link = /\/appel\/([\w-]+)/.exec(mail.text_body)?.[1];
    if (!link) throw new Error('world: no appeal link');
    return link;
  };
  const woman = () => createMember(db, { cityId, gender: 'female', seeking: 'male' });
  const reportId = await reportOf(await woman());
  const appealed = await client.post('/api/appeal', {
    token: await warnedAppealToken(await woman()),
    text: 'Je conteste.',
  });
  if (appealed.statusCode !== 200) throw new Error(`world: appeal ${appealed.body}`);
  const appealId = (
    await db.selectFrom('moderation_appeals').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
  ).id;
  const appealToken = await warnedAppealToken(await woman());

  await client.post('/api/affinity/sharing', { shared: true }, asPartner);
  await client.post('/api/sensitive_consent', { version: SENSITIVE_CONSENT_VERSION }, { token });
  const partnerPersonalityId = (await personalityId(db, partner)) ?? 'AAAAAAAA';
  return {
    cityId,
    me,
    token,
    email,
    partner,
    stranger,
    conversationId,
    messageIds,
    photoIds,
    reportId,
    appealId,
    appealToken,
    partnerPersonalityId,
  };
}

/** Ids nobody holds, beside the real ones, so that both the found and the not-found paths run. */
const withUnknown = <T>(real: fc.Arbitrary<T>, unknown: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 4, arbitrary: real }, { weight: 1, arbitrary: unknown });

/**
 * Realistic valid values by field name (and by endpoint where one name means different things):
 * what JSON Schema cannot say (a member's id, a catalogue name, an adult's birth date). Fields not
 * named here are drawn from their schema.
 */
export function worldHints(world: FuzzWorld, endpointName: string): Hints {
  const members = withUnknown(
    fc.constantFrom(world.partner, world.stranger, world.me),
    fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  );
  const byName: Record<string, fc.Arbitrary<unknown>> = {
    swipedUserId: members,
    reportedUserId: members,
    userId: members,
    partnerId: endpointName.startsWith('affinity')
      ? withUnknown(fc.constant(world.partnerPersonalityId), fc.string({ minLength: 1, maxLength: 40 }))
      : members,
    conversationID: withUnknown(fc.constant(world.conversationId), fc.integer({ min: 1, max: 2 ** 31 - 1 })),
    before: withUnknown(
      fc.constantFrom(...world.messageIds),
      fc.maxSafeInteger().filter((id) => id > 0),
    ),
    reportId: withUnknown(fc.constant(world.reportId), fc.integer({ min: 1, max: 2 ** 31 - 1 })),
    appealId: withUnknown(fc.constant(world.appealId), fc.integer({ min: 1, max: 2 ** 31 - 1 })),
    photoIds: withUnknown(
      fc.shuffledSubarray(world.photoIds, { minLength: world.photoIds.length }),
      fc.array(fc.string()),
    ),
    locationId: fc.constant(world.cityId),
    userLocationID: fc.constant(world.cityId),
    birthDate: fc.integer({ min: 18, max: 99 }).map((years) => birthDateYearsAgo(years, 1)),
    selectedInterests: fc.uniqueArray(fc.constantFrom(...ALL_INTERESTS), { minLength: 1, maxLength: 8 }),
    date: fc.constantFrom(...proposedDays(new Date()).map((day) => day.date)),
    email: fc.uuid().map((id) => `fuzz.${id}@exemple.fr`),
    linkedin: fc.constantFrom(
      '',
      'https://www.linkedin.com/in/lea-martin',
      'http://exemple.fr/profil?a=1&b=<3',
    ),
  };
  const byEndpoint: Record<string, fc.Arbitrary<unknown>> = {
    'profileViewEndpoints.profile:id': members,
    'moderationEndpoints.report:id': byName.reportId as fc.Arbitrary<unknown>,
    'photosEndpoints.remove:id': withUnknown(
      fc.constantFrom(...world.photoIds),
      fc.string({ minLength: 1, maxLength: 30 }),
    ),
    // Without the sensitive questions: the consent they need may have been withdrawn by then.
    'questionnaireEndpoints.upload:': fc.integer({ min: 1, max: 1000 }).map((seed) =>
      Object.fromEntries(
        Object.entries(answersWith(seed)).filter(([text]) => {
          const question = questionByText(text);
          return question !== undefined && !isSensitiveQuestion(question);
        }),
      ),
    ),
    'appealEndpoints.status:token': withUnknown(
      fc.constant(world.appealToken),
      fc.string({ minLength: 20, maxLength: 200 }),
    ),
    'appealEndpoints.appeal:token': withUnknown(
      fc.constant(world.appealToken),
      fc.string({ minLength: 20, maxLength: 200 }),
    ),
    'authEndpoints.login:email': fc.constant(world.email),
    'authEndpoints.forgotPassword:email': fc.constant(world.email),
  };
  return (path, variant) => {
    const named = byEndpoint[`${endpointName}:${path.join('.')}`];
    if (named) return named;
    const last = path.at(-1);
    // A union's value (update_profile's `value`) takes the hint of the field its variant names.
    if (variant && last === 'value') return byName[variant];
    return last === undefined ? undefined : byName[last];
  };
}
