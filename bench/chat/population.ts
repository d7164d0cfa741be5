import { type Kysely, sql } from 'kysely';
import type { Database } from '../../apps/api/src/db/schema';
import { SessionTokens } from '../../apps/api/src/infra/tokens';

export interface Pair {
  senderToken: string;
  recipientToken: string;
  conversationId: number;
}

export interface Population {
  pairs: Pair[];
  /** Tokens of members who only hold a socket (the idle-socket measure). */
  idleTokens: string[];
}

/** `count` accounts in one statement, straight in the database (the chat needs no onboarding). */
async function insertMembers(db: Kysely<Database>, count: number, label: string): Promise<number[]> {
  const city = await db.selectFrom('cities').select('id').limit(1).executeTakeFirstOrThrow();
  const result = await sql<{ id: number }>`
    insert into users (email, first_name, last_name, phone, birth_date, gender, seeking, city_id)
    select 'banc.' || ${label} || '.' || g || '@exemple.fr', 'Banc', 'Essai', '0612345678', date '1990-05-17',
      case when g % 2 = 0 then 'female' else 'male' end, case when g % 2 = 0 then 'male' else 'female' end,
      ${city.id}
    from generate_series(1, ${count}) as g
    returning id`.execute(db);
  return result.rows.map((row) => row.id);
}

/**
 * `pairCount` matched pairs (their conversations opened with them) and `idleCount` members
 * who only connect, each with a session token as login would give.
 */
export async function createPopulation(
  db: Kysely<Database>,
  jwtSecret: string,
  pairCount: number,
  idleCount: number,
): Promise<Population> {
  const tokens = new SessionTokens(jwtSecret);
  const sign = (userId: number) => tokens.sign({ userId, sessionVersion: 0 });
  const senders = await insertMembers(db, pairCount, 's');
  const recipients = await insertMembers(db, pairCount, 'r');
  const idle = await insertMembers(db, idleCount, 'i');
  const lows = senders.map((sender, index) => Math.min(sender, recipients[index] ?? 0));
  const highs = senders.map((sender, index) => Math.max(sender, recipients[index] ?? 0));
  // The matches with their conversations, as swipe_batch opens them.
  await sql`
    with made as (
      insert into matches (user_low, user_high)
      select * from unnest(${lows}::integer[], ${highs}::integer[])
      returning id, user_low, user_high, created_at
    ), opened as (
      insert into conversations (match_id, created_at) select id, created_at from made returning id, match_id
    )
    insert into conversation_members (user_id, conversation_id, partner_id)
    select side.user_id, opened.id, side.partner_id
    from opened join made on made.id = opened.match_id
    cross join lateral (values (made.user_low, made.user_high), (made.user_high, made.user_low))
      as side (user_id, partner_id)`.execute(db);
  const members = await db
    .selectFrom('conversation_members')
    .select(['user_id', 'conversation_id'])
    .where(sql<boolean>`user_id = any(${senders}::integer[])`)
    .execute();
  const conversationOf = new Map(members.map((row) => [row.user_id, row.conversation_id]));
  const pairs: Pair[] = [];
  for (const [index, sender] of senders.entries()) {
    const recipient = recipients[index];
    const conversationId = conversationOf.get(sender);
    if (recipient === undefined || conversationId === undefined)
      throw new Error('a pair has no conversation');
    pairs.push({ senderToken: await sign(sender), recipientToken: await sign(recipient), conversationId });
  }
  return { pairs, idleTokens: await Promise.all(idle.map(sign)) };
}
