import { genderSchema } from './auth';
import { MAX_BIG_ROW_ID, rowId, rowIdParam } from './common';
import { swipeProfile } from './discovery';
import { chatMessages } from './messages';
import { storableString } from './text';
import { z } from './zod-fr';

/** Longest message a member can send; long enough for a letter, short enough to stay a conversation. */
export const MESSAGE_MAX_LENGTH = 2000;
/** Messages per page of a thread, newest page first. */
export const MESSAGES_PAGE_SIZE = 50;

/**
 * PRODUCT §3 conversation participant. The last name leaves the server as its initial only ("D."):
 * the product brief's shape, without handing a full identity to someone met an hour ago.
 */
export const conversationParticipant = z.lazy(() =>
  z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    photoUrl: z.string().nullable(),
    /** To agree a text with them (« Elle ne saura pas pourquoi »); null once they deleted their account. */
    gender: genderSchema.nullable(),
  }),
);

/**
 * Whose turn it is to write (issue #27, « À vous de jouer »): 'yours' when the newest message is the
 * other person's, 'theirs' when it is the member's own; null before the first message, or when the
 * conversation is no longer open to both (the other person left). The API's rule is
 * `features/chat/turns.ts`; the web follows live messages (`features/chat/turn.ts`).
 */
export const conversationTurn = z.enum(['yours', 'theirs']).nullable();
export type ConversationTurn = z.infer<typeof conversationTurn>;

/** One conversation per match (PRODUCT §3), newest activity first in the list. */
export const conversation = z.lazy(() =>
  z.object({
    conversationID: z.number().int(),
    /** The newest message's text, or null before the first message. */
    lastMessage: z.string().nullable(),
    lastMessageAt: z.string().nullable(),
    unreadCount: z.number().int().min(0),
    /**
     * A match the member has not seen yet: what the Messages badge counts as a new match, and the list
     * shows as « Nouveau match » (issue #24: the badge said 7 where 19 rows read « Nouveau match »).
     */
    newMatch: z.boolean(),
    /** The other person left the product: their name reads "Utilisateur supprimé" and nobody can write. */
    participantDeleted: z.boolean(),
    /**
     * The other person ended it (« Mettre fin à la conversation », issue #27): it reads « Cette
     * conversation est terminée », can be read but not written to, and leaves the list once opened. The
     * member who ended it never sees it again.
     */
    ended: z.boolean(),
    participant: conversationParticipant,
    /** Whose turn it is (« À vous de jouer »). */
    turn: conversationTurn,
  }),
);
export type Conversation = z.infer<typeof conversation>;
export const conversationsReply = z.lazy(() => z.object({ conversations: z.array(conversation) }));

/** PRODUCT §3 message; sentAt is ISO 8601 UTC, shown in Europe/Paris. */
export const chatMessage = z.lazy(() =>
  z.object({
    messageID: z.number().int(),
    senderUserID: z.number().int().nullable(),
    messageContent: z.string(),
    sentAt: z.string(),
  }),
);
export type ChatMessage = z.infer<typeof chatMessage>;

/** GET /api/conversation_messages?conversationID=&before= — a page, oldest first within it. */
export const conversationMessagesQuery = z.lazy(() =>
  z.object({
    conversationID: rowIdParam(),
    /** A messageID: the page ends just before it (older messages). */
    before: rowIdParam(MAX_BIG_ROW_ID).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(MESSAGES_PAGE_SIZE),
  }),
);
export const conversationMessagesReply = z.lazy(() =>
  z.object({
    messages: z.array(chatMessage),
    hasMore: z.boolean(),
    /** Whose turn it is now, whatever the page (the thread shows it above the message box). */
    turn: conversationTurn,
  }),
);

/** POST /api/send_message — trimmed, never empty, bounded, HTML stripped by the server. */
export const sendMessageRequest = z.lazy(() =>
  z.object({
    conversationID: rowId(),
    messageContent: storableString().max(MESSAGE_MAX_LENGTH * 2, chatMessages.messageTooLong),
  }),
);
export const sendMessageReply = z.lazy(() => z.object({ message: chatMessage }));

/** POST /api/mark_conversation_read — the thread is open: its messages are read. */
export const markConversationReadRequest = z.lazy(() => z.object({ conversationID: rowId() }));

/**
 * POST /api/mark_match_seen — the member saw their match with `userId` (closed its notice). Only
 * one's own match: anyone else's id answers 404, as for a member one never matched.
 */
export const markMatchSeenRequest = z.lazy(() => z.object({ userId: rowId() }));

/** What GET /api/ws pushes, one JSON object per WebSocket message. */
export const realtimeEvent = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('message'), conversationID: z.number().int(), message: chatMessage }),
    z.object({
      type: z.literal('match'),
      conversationID: z.number().int(),
      partner: z.object({ id: z.number().int(), firstName: z.string(), photoUrl: z.string().nullable() }),
      /** The partner as the deck would show them to this member (name, age, photos, city, km…). */
      profile: swipeProfile,
      /**
       * True for the member whose earlier like the partner's like just answered: they learn of the
       * match from this event alone. False for the one whose own swipe made it (its reply said so).
       */
      partnerLikedBack: z.boolean(),
    }),
    z.object({ type: z.literal('like'), superLike: z.boolean() }),
    z.object({
      type: z.literal('counts'),
      newLikes: z.number().int(),
      unreadMessages: z.number().int(),
      /** Matches the member has not seen yet (neither their conversation opened nor the notice closed). */
      newMatches: z.number().int(),
    }),
    z.object({ type: z.literal('appointment'), appointmentId: z.number().int() }),
    /** A conversation was ended (issue #27), by this member on another device or by the other person. */
    z.object({ type: z.literal('ended'), conversationID: z.number().int() }),
    /**
     * The server's fan-out was interrupted (Redis away, then back): events of the gap may be lost, so
     * the client fetches again what it shows live (threads, lists, counts), as after a reconnection.
     */
    z.object({ type: z.literal('resync') }),
  ]),
);
export type RealtimeEvent = z.infer<typeof realtimeEvent>;

/** GET /api/pending_matches: real matches with no call planned yet (PRODUCT §2.5, made real). */
export const pendingMatch = z.lazy(() =>
  z.object({
    userId: z.number().int(),
    firstName: z.string(),
    age: z.number().int(),
    photoUrl: z.string().nullable(),
    matchedAt: z.string(),
    compatibility: z.number().int().min(0).max(100),
  }),
);
export const pendingMatchesReply = z.lazy(() => z.object({ matches: z.array(pendingMatch) }));

/** PRODUCT §2.6 scheduling: the next 7 days, these start times (Paris), 30 minutes each. */
export const APPOINTMENT_TIMES = ['10:00', '11:00', '14:00', '15:00', '16:00', '17:00'] as const;
export const APPOINTMENT_DAYS = 7;
export const APPOINTMENT_MINUTES = 30;

export const appointment = z.lazy(() =>
  z.object({
    id: z.number().int(),
    partner: z.object({ id: z.number().int(), firstName: z.string(), photoUrl: z.string().nullable() }),
    /** ISO 8601 UTC. */
    startsAt: z.string(),
    durationMinutes: z.number().int(),
    roomUrl: z.string(),
  }),
);
export type Appointment = z.infer<typeof appointment>;
export const appointmentsReply = z.lazy(() => z.object({ appointments: z.array(appointment) }));

/** GET /api/appointment_slots?userId= — which of the 7 × 6 slots are free for both people. */
export const appointmentSlotsQuery = z.lazy(() => z.object({ userId: rowIdParam() }));
export const appointmentSlotsReply = z.lazy(() =>
  z.object({
    days: z.array(
      z.object({
        /** YYYY-MM-DD in Paris. */
        date: z.string(),
        slots: z.array(z.object({ time: z.enum(APPOINTMENT_TIMES), available: z.boolean() })),
      }),
    ),
  }),
);

/** POST /api/appointments */
export const createAppointmentRequest = z.lazy(() =>
  z.object({
    partnerId: rowId(),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    time: z.enum(APPOINTMENT_TIMES),
  }),
);
export const createAppointmentReply = z.lazy(() => z.object({ appointment }));
