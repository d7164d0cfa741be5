import { myProfileReply } from '@lien/contract';
import { stripHtml, withoutControlCharacters } from '@lien/contract/rules';
import type { LightMyRequestResponse } from 'fastify';
import type { TestFixture } from '../app';
import type { FuzzWorld } from './world';

/**
 * How a text may differ from what was typed once stored, as the README says: names, links, phone
 * numbers and dates exactly as typed but for outer white space; free texts less the markup an HTML
 * parser would read and the control characters (contract/sanitize.ts); chat messages less control
 * characters, with line breaks as \n. Anything else (a character replaced, an entity written, a text
 * cut) is a change the member never made: such a value must be refused, in French, not altered.
 */
export type StoredTextRule = 'exact' | 'free' | 'message';

export const allowedStoredText: Record<StoredTextRule, (sent: string) => string> = {
  exact: (sent) => sent.trim(),
  free: (sent) => stripHtml(sent),
  message: (sent) => withoutControlCharacters(sent.replace(/\r\n?/g, '\n')).trim(),
};

/** Reads back an accepted text through the API's own reads (or its table when no call shows it). */
export interface StoredTextCheck {
  rule: StoredTextRule;
  read(): Promise<string>;
}

const PROFILE_RULES: Record<string, StoredTextRule> = {
  firstName: 'exact',
  lastName: 'exact',
  phone: 'exact',
  birthDate: 'exact',
  linkedin: 'exact',
  jobTitle: 'free',
  school: 'free',
  userBio: 'free',
};

async function myProfile(t: TestFixture, token: string) {
  const response = await t.client.get('/api/my_profile', { token });
  if (response.statusCode !== 200) throw new Error(`my_profile: ${response.statusCode} ${response.body}`);
  return myProfileReply.parse(response.json());
}

/**
 * The check of a text field a request set, when the request was accepted: which field and rule, and
 * how to read what was stored. Undefined for fields that store no text one can read back.
 */
export function storedTextCheck(
  t: TestFixture,
  world: FuzzWorld,
  endpointName: string,
  body: Record<string, unknown>,
  field: string,
  response: LightMyRequestResponse,
): StoredTextCheck | undefined {
  if (endpointName === 'myProfileEndpoints.update' && field === 'value') {
    const name = String(body.field);
    const rule = PROFILE_RULES[name];
    if (!rule) return undefined;
    const key = (name === 'userBio' ? 'bio' : name) as keyof ReturnType<typeof myProfileReply.parse>;
    return { rule, read: async () => String((await myProfile(t, world.token))[key]) };
  }
  if (endpointName === 'authEndpoints.signup') {
    const rule = PROFILE_RULES[field];
    if (!rule) return undefined;
    const key = field as keyof ReturnType<typeof myProfileReply.parse>;
    const { token } = response.json<{ token: string }>();
    return { rule, read: async () => String((await myProfile(t, token))[key]) };
  }
  if (endpointName === 'chatEndpoints.send' && field === 'messageContent') {
    const { message } = response.json<{ message: { messageID: number } }>();
    return {
      rule: 'message',
      read: async () => {
        const page = await t.client.get(
          `/api/conversation_messages?conversationID=${body.conversationID}&limit=100`,
          { token: world.token },
        );
        const found = page
          .json<{ messages: Array<{ messageID: number; messageContent: string }> }>()
          .messages.find((candidate) => candidate.messageID === message.messageID);
        if (!found) throw new Error(`message ${message.messageID} not listed`);
        return found.messageContent;
      },
    };
  }
  if (endpointName === 'feedbackEndpoints.submit' && field === 'comment') {
    // No call reads feedback back: its table is the only place it shows.
    return {
      rule: 'free',
      read: async () => {
        const row = await t.db
          .selectFrom('feedback')
          .select('comment')
          .where('user_id', '=', world.me)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        return row.comment ?? '';
      },
    };
  }
  return undefined;
}
