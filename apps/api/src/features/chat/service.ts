import {
  type ChatMessage,
  type Conversation,
  type ConversationTurn,
  endingMessages,
  MESSAGE_MAX_LENGTH,
  MESSAGES_PAGE_SIZE,
} from '@lien/contract';
import { chatMessages } from '@lien/contract/texts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import { markEndingSeen } from '../endings/queries';
import { photoUrl } from '../photos/service';
import type { LiveEvents } from '../realtime/service';
import { chatBadgesOfOne } from './badges';
import { MessageWriter } from './message-writer';
import { cleanMessage, presentConversation, presentMessage, toId } from './presenter';
import * as q from './queries';
import { turnOf } from './turns';

type Db = Kysely<Database>;

/** Same answer whether the conversation exists or not: a stranger learns nothing from it. */
const notFound = () => new HttpError(404, chatMessages.conversationNotFound);

/** Unread messages over all the member's open conversations (the chat badge, PRODUCT §4). */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  return (await chatBadgesOfOne(db, userId)).unreadMessages;
}

/** A match's conversation as one of its two members sees it: the thread and the other person. */
export interface MatchConversation {
  userId: number;
  conversationID: number;
  partner: { id: number; firstName: string; photoUrl: string | null };
}

/**
 * The conversation a match opened (swipe_batch answers it), once for each of its two members, with the
 * other person's first name and thumbnail (the `match` event's core). A member whose partner's
 * account went meanwhile is left out.
 */
export async function matchConversations(
  db: Db,
  conversationID: number,
  pair: readonly [number, number],
): Promise<MatchConversation[]> {
  const cards = new Map((await q.findPartnerCards(db, pair)).map((row) => [row.id, row]));
  const [a, b] = pair;
  const sides: [number, number][] = [
    [a, b],
    [b, a],
  ];
  return sides.flatMap(([userId, partnerId]) => {
    const card = cards.get(partnerId);
    if (!card) return [];
    const partner = {
      id: card.id,
      firstName: card.first_name,
      photoUrl: card.thumb_key ? photoUrl(card.thumb_key) : null,
    };
    return [{ userId, conversationID, partner }];
  });
}

/**
 * Conversations and messages (PRODUCT §2.5, §3, §5).
 *
 * Only the two participants read or write a conversation; anyone else is told it does not exist. A
 * report, by either of them, closes it for both, as discovery hides the two from each other for good:
 * it leaves both lists and both badges, and reading or writing answers "not found" — the reporter never
 * hears from that person again, and the reported person is not told who reported them (an unmatch
 * looks the same). The messages stay in the database for moderation. When the other person deleted
 * their account, the conversation stays readable, shown as "Utilisateur supprimé", and sending is
 * refused (410): nobody would receive it. A conversation ended (features/endings, issue #27) is closed
 * to the member who ended it, as after a block; the other still reads it, marked ended, until they have
 * opened it once, and sending is refused to both (409).
 */
export class ChatService {
  readonly #writer: MessageWriter;

  constructor(
    private readonly db: Db,
    private readonly live: LiveEvents,
  ) {
    this.#writer = new MessageWriter(db);
  }

  async conversations(userId: number): Promise<Conversation[]> {
    return (await q.listConversations(this.db, userId)).map(presentConversation);
  }

  /**
   * A page of a thread, newest page first and oldest first within it; `before` is a messageID. With it,
   * whose turn it is now (« À vous de jouer », turns.ts).
   */
  async messages(
    userId: number,
    conversationId: number,
    before: number | undefined,
    limit: number = MESSAGES_PAGE_SIZE,
  ): Promise<{ messages: ChatMessage[]; hasMore: boolean; turn: ConversationTurn }> {
    await this.#openConversation(userId, conversationId);
    const [rows, turn] = await Promise.all([
      q.listMessages(this.db, conversationId, before, limit + 1),
      turnOf(this.db, userId, conversationId),
    ]);
    const page = rows.slice(0, limit).reverse();
    return { messages: page.map(presentMessage), hasMore: rows.length > limit, turn };
  }

  /**
   * Stores a message and pushes it live to both participants' sockets (the sender's other tabs stay in
   * step; a client recognises its own message by messageID), then refreshes the recipient's badge.
   */
  async send(userId: number, conversationId: number, rawContent: string): Promise<ChatMessage> {
    const content = cleanMessage(rawContent);
    if (content.length === 0) throw new HttpError(400, chatMessages.messageEmpty);
    if (content.length > MESSAGE_MAX_LENGTH) throw new HttpError(400, chatMessages.messageTooLong);

    const outcome = await this.#writer.write({ senderId: userId, conversationId, content });
    if (!outcome.member) throw notFound();
    if (outcome.ended) throw new HttpError(409, endingMessages.sendRefused);
    if (outcome.partner_id === null || outcome.id === null || outcome.sent_at === null) {
      throw new HttpError(410, chatMessages.recipientGone);
    }
    const message: ChatMessage = {
      messageID: toId(outcome.id),
      senderUserID: userId,
      messageContent: content,
      sentAt: outcome.sent_at.toISOString(),
    };
    const event = { type: 'message', conversationID: conversationId, message } as const;
    this.live.notify(outcome.partner_id, event, { countsChanged: true });
    this.live.notify(userId, event);
    return message;
  }

  /**
   * The thread is open: its messages are read, its match seen, and an ending by the other person seen
   * (the conversation leaves the list from then on); the member's badges (every tab) follow.
   */
  async markRead(userId: number, conversationId: number): Promise<void> {
    const membership = await this.#openConversation(userId, conversationId);
    const [read, seen] = await Promise.all([
      q.markRead(this.db, userId, conversationId),
      q.markSeenIn(this.db, userId, conversationId),
      membership.ended ? markEndingSeen(this.db, userId, conversationId) : undefined,
    ]);
    if (read || seen) this.live.countsChanged(userId);
  }

  unreadCount(userId: number): Promise<number> {
    return unreadCount(this.db, userId);
  }

  /** The member's place in a conversation still open to them; "not found" otherwise. */
  async #openConversation(userId: number, conversationId: number): Promise<q.MembershipRow> {
    const membership = await q.findMembership(this.db, userId, conversationId);
    if (!membership || membership.closed) throw notFound();
    return membership;
  }
}
