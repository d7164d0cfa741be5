import fc from 'fast-check';

/** A family of calls: one endpoint, and the requests generated for it. */
export interface CallFamily {
  name: string;
  /** The request: method, URL (path and query already encoded) and JSON body if any. */
  requests: fc.Arbitrary<{ method: 'GET' | 'POST' | 'DELETE'; url: string; body?: unknown }>;
}

const MAX_INT4 = 2 ** 31 - 1;

/** Values a careless or hostile client sends where an id, a number or a text is expected. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    MAX_INT4,
    MAX_INT4 + 1,
    2 ** 53,
    -1,
    0,
    1.5,
    1e308,
    -0,
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'À très vite <3',
    '🙂'.repeat(300),
    'x'.repeat(5000),
    '__proto__',
    null,
    true,
    [],
    {},
    { __proto__: { admin: true } },
    [1, 2, 3],
  ),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/**
 * Bodies for a call: mostly a valid one with some of its fields given bad values (so that the other
 * fields pass and the bad one reaches the service), else its fields (and a few dangerous keys) all
 * bad, else any JSON at all.
 */
function bodyOf(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const fields = Object.keys(valid);
  const mutated = fc
    .tuple(...fields.map((field) => fc.option(badValue, { freq: 2 }).map((bad) => [field, bad] as const)))
    .map((pairs) =>
      Object.fromEntries(pairs.map(([field, bad]) => [field, bad === null ? valid[field] : bad])),
    );
  return fc.oneof(
    { weight: 4, arbitrary: mutated },
    { weight: 2, arbitrary: fc.dictionary(fc.constantFrom(...fields, '__proto__', 'constructor'), badValue) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** What a path segment or query value may hold, encoded as a client would (or would not) send it. */
const badText: fc.Arbitrary<string> = fc.oneof(
  badValue.map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
  fc.constantFrom('99999999999', '2147483648', '-5', '1e3', '0x10', '..%2F..%2Fetc', 'a'.repeat(150)),
);

const post = (name: string, path: string, valid: Record<string, unknown>): CallFamily => ({
  name,
  requests: bodyOf(valid).map((body) => ({ method: 'POST' as const, url: path, body })),
});

const query = (name: string, path: string, keys: readonly string[]): CallFamily => ({
  name,
  requests: fc
    .dictionary(fc.constantFrom(...keys), badText, { maxKeys: keys.length })
    .map((values) => ({ method: 'GET' as const, url: `${path}?${new URLSearchParams(values)}` })),
});

const pathParameter = (name: string, method: 'GET' | 'DELETE', prefix: string): CallFamily => ({
  name,
  requests: badText.map((value) => ({ method, url: `${prefix}${encodeURIComponent(value) || 'x'}` })),
});

/** Every POST/DELETE family of the API, and every call that takes an id in its path or query. */
export const callFamilies: readonly CallFamily[] = [
  post('signup', '/api/signup', {
    email: 'nouveau@exemple.fr',
    password: 'motdepasse-solide',
    firstName: 'Léa',
    lastName: 'Martin',
    phone: '0612345678',
    birthDate: '1990-05-12',
    gender: 'female',
    seeking: 'male',
    locationId: 1,
    jobTitle: 'Architecte',
    school: 'ENSA',
    linkedin: '',
    referralSource: 'Other',
    acceptTerms: true,
  }),
  post('login', '/api/login', { email: 'personne@exemple.fr', password: 'motdepasse' }),
  post('forgot_password', '/api/forgot_password', { email: 'personne@exemple.fr' }),
  post('reset_password', '/api/reset_password', { token: 'x'.repeat(43), newPassword: 'nouveau-mdp-solide' }),
  post('change_password', '/api/change_password', {
    oldPassword: 'ancien-mdp',
    newPassword: 'nouveau-mdp-solide',
  }),
  post('verify_email', '/api/verify_email', { token: 'x'.repeat(43) }),
  post('swipe', '/api/swipe', { swipedUserId: 2, like: true }),
  post('report_profile', '/api/report_profile', { reportedUserId: 2, reason: 'Autre' }),
  post('unblock_profile', '/api/unblock_profile', { userId: 2 }),
  post('block_profile', '/api/block_profile', { userId: 2 }),
  post('affinity_sharing', '/api/affinity/sharing', { shared: true }),
  post('moderation_decisions', '/api/moderation/decisions', {
    reportId: 1,
    decision: 'suspend',
    ground: 'Article 5 — Règles de conduite',
    statement: 'Des insultes.',
    suspensionDays: 7,
  }),
  post('moderation_appeal_reviews', '/api/moderation/appeal_reviews', {
    appealId: 1,
    outcome: 'reverse',
    statement: 'Erreur de compte.',
  }),
  post('appeal_status', '/api/appeal_status', { token: 'x'.repeat(43) }),
  post('appeal', '/api/appeal', { token: 'x'.repeat(43), text: 'Je conteste.' }),
  post('update_profile', '/api/update_profile', { field: 'userBio', value: 'Une bio' }),
  post('submit_feedback', '/api/submit_feedback', { rating: 4, comment: 'Très bien' }),
  post('delete_account', '/api/delete_account', {
    password: 'pas-le-bon',
    reason: 'Autre',
    comment: 'Au revoir',
  }),
  post('send_message', '/api/send_message', { conversationID: 1, messageContent: 'Bonjour' }),
  post('mark_conversation_read', '/api/mark_conversation_read', { conversationID: 1 }),
  post('mark_match_seen', '/api/mark_match_seen', { userId: 2 }),
  post('appointments', '/api/appointments', { partnerId: 2, date: '2026-12-01', time: '10:00' }),
  post('update_photos_order', '/api/update_photos_order', { photoIds: ['a', 'b', 'c'] }),
  post('update_interests', '/api/update_interests', { selectedInterests: ['Cuisine', 'Randonnée'] }),
  post('questionnaire', '/api/personality_questionnaire_upload', { 1: 'a', 2: 'b', 3: 'c' }),
  pathParameter('delete_photo', 'DELETE', '/api/delete_photo/'),
  pathParameter('user_profile', 'GET', '/api/user_profile/'),
  pathParameter('moderation report', 'GET', '/api/moderation/reports/'),
  pathParameter('photo file', 'GET', '/photos/'),
  query('conversation_messages', '/api/conversation_messages', ['conversationID', 'before', 'limit']),
  query('appointment_slots', '/api/appointment_slots', ['userId']),
  query('affinity', '/api/affinity', ['partnerId']),
  query('swipe_profiles', '/api/swipe_profiles', ['offset', 'limit']),
  query('search_cities', '/api/search_cities', ['query', 'limit']),
];
