import { type AppServices, frenchDateAndTime, HttpError, selectedInterests } from '@lien/api/extension';
import type { APPOINTMENT_TIMES } from '@lien/contract';
import { ageOn, todayInParis } from '@lien/contract/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Only } from './arrival-queries';
import { townOf } from './cities';
import type { Db } from './context';
import { type CallMention, composeReply, type Persona, proposesCall } from './conversation';
import { deriveSeed } from './random';
import * as rq from './reply-queries';

/** Conversations answered per sweep at most; the rest wait for the next one. */
const BATCH = 20;
/** How long a sweep holds an answer it writes; another takes it over after that if it never went. */
const LEASE_SECONDS = 120;
/** The times a demo member proposes first, after work; any free slot otherwise. */
const PREFERRED_TIMES: readonly (typeof APPOINTMENT_TIMES)[number][] = ['17:00', '16:00', '14:00'];

/**
 * What a demo member acts through, as a member would: the app's chat (the member sees the answer
 * arrive), appointments (live notice; no mail to a made-up member) and questionnaire services.
 */
export interface ReplyContext {
  db: Db;
  services: Pick<AppServices, 'chat' | 'videoCalls' | 'questionnaire'>;
}

export interface RepliesOptions {
  /** The sweep's clock (tests); now by default. */
  now?: Date;
  /** Multiplies the pauses (DEMO_TIME_SCALE). */
  timeScale?: number;
  /** Only conversations with these members (tests). */
  only?: Only;
  log?: FastifyBaseLogger;
}

/** What a member's profile shows a demo member who talks with them (findPersonas' row, interests, answers). */
export async function personaOf(
  { db, services }: { db: Db; services: Pick<AppServices, 'questionnaire'> },
  row: rq.PersonaRow,
  today: string,
): Promise<Persona> {
  const [interests, answers] = await Promise.all([
    selectedInterests(db, row.id),
    services.questionnaire.answers(row.id),
  ]);
  return {
    firstName: row.first_name,
    feminine: row.gender === 'female',
    age: ageOn(row.birth_date, today) ?? 30,
    town: townOf(row.city_name),
    job: row.job_title,
    interests,
    answers,
  };
}

/** The first free slot from tomorrow (Paris), after work if possible; null when the week is full. */
async function bookCall(ctx: ReplyContext, demoId: number, memberId: number, now: Date) {
  const today = todayInParis(now);
  const days = (await ctx.services.videoCalls.slots(demoId, memberId)).filter((day) => day.date > today);
  for (const day of days) {
    const free = day.slots.filter((slot) => slot.available).map((slot) => slot.time);
    const time = PREFERRED_TIMES.find((preferred) => free.includes(preferred)) ?? free[0];
    if (!time) continue;
    try {
      return await ctx.services.videoCalls.book(demoId, { partnerId: memberId, date: day.date, time });
    } catch (error) {
      // Taken meanwhile (409): the next day will do.
      if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
    }
  }
  return null;
}

/**
 * A call's date and time as one says them in a message: 'jeudi 26 novembre à 17 h' (the app's
 * screens write '17:00'; the year goes without saying within the week).
 */
export function spokenCall(startsAt: Date, justBooked: boolean): CallMention {
  const { date, time } = frenchDateAndTime(startsAt);
  const [hours, minutes] = time.split(':');
  return {
    date: date.replace(/ \d{4}$/, ''),
    time: `${Number(hours)} h${minutes === '00' ? '' : ` ${minutes}`}`,
    justBooked,
  };
}

/** Writes the demo member's answer to what the member said since their last one, booking a call if due. */
async function answerOne(ctx: ReplyContext, due: rq.DueReply, now: Date): Promise<string> {
  const { db } = ctx;
  const { chat, videoCalls } = ctx.services;
  const today = todayInParis(now);
  const rows = await rq.findPersonas(db, [due.demo_id, due.member_id]);
  const demoRow = rows.find((row) => row.id === due.demo_id);
  const memberRow = rows.find((row) => row.id === due.member_id);
  if (!demoRow || !memberRow) throw new Error('demo: a participant has no profile');
  const [demo, member] = await Promise.all([
    personaOf(ctx, demoRow, today),
    personaOf(ctx, memberRow, today),
  ]);

  // The thread as the demo member sees it: what the member wrote since the demo member's last answer.
  const { messages } = await chat.messages(due.demo_id, due.conversation_id, undefined, 30);
  const lastOwn = messages.findLastIndex((message) => message.senderUserID === due.demo_id);
  const incoming = messages.slice(lastOwn + 1).map((message) => message.messageContent);

  const planned = (await videoCalls.upcoming(due.demo_id)).find((a) => a.partner.id === due.member_id);
  const input = {
    demo,
    member,
    incoming,
    turn: due.replies_sent,
    repliesMax: due.replies_max,
    seed: deriveSeed(due.conversation_id, due.demo_id),
  };
  let call = planned ? spokenCall(new Date(planned.startsAt), false) : null;
  if (proposesCall(input, planned !== undefined)) {
    const booked = await bookCall(ctx, due.demo_id, due.member_id, now);
    if (booked) call = spokenCall(new Date(booked.startsAt), true);
  }
  const hour = Number(frenchDateAndTime(now).time.slice(0, 2));
  return composeReply({ ...input, call, hour });
}

/**
 * Answers the messages demo members owe an answer to, after their pause (reply-queries.ts): each
 * answer claimed first (demo_replies), so that two sweeps never write it twice, then sent through the
 * chat service as a member sends one, live events included. A conversation closed meanwhile (a report,
 * an account gone) is let go. Answers how many answers were sent.
 */
export async function answerMessages(ctx: ReplyContext, options: RepliesOptions = {}): Promise<number> {
  const now = options.now ?? new Date();
  const due = await rq.findDueReplies(ctx.db, now, {
    timeScale: options.timeScale ?? 1,
    limit: BATCH,
    only: options.only,
  });
  let sent = 0;
  for (const conversation of due) {
    if (!(await rq.claimReply(ctx.db, conversation.message_id, now, LEASE_SECONDS))) continue;
    try {
      const text = await answerOne(ctx, conversation, now);
      await ctx.services.chat.send(conversation.demo_id, conversation.conversation_id, text);
      sent += 1;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      options.log?.warn(
        { conversationId: conversation.conversation_id, reason: error.message },
        'demo answer refused',
      );
    }
    await rq.markAnswered(ctx.db, conversation.message_id, now);
  }
  return sent;
}
