import { genderSchema } from './auth';
import { rowId } from './common';
import { z } from './zod-fr';

/**
 * « Vous vous êtes vus ? » (issue #27): the three answers, as stored (meeting_answers.answer) and sent.
 * « Oui, et j'aimerais la revoir » / « Oui, mais sans suite » / « Pas encore ».
 */
export const MEETING_ANSWERS = ['again', 'no_follow_up', 'not_yet'] as const;
export type MeetingAnswer = (typeof MEETING_ANSWERS)[number];
type Gender = z.infer<typeof genderSchema>;

/** The question's texts (PRODUCT « Vous vous êtes vus ? »). */
export const meetingMessages = {
  question: 'Vous êtes-vous rencontrés\u00a0?',
  /** The card's lead line, naming the person. */
  about: (firstName: string) => `Et avec ${firstName}, où en êtes-vous\u00a0?`,
  /** Agrees with the other person's gender: « le revoir » for a man, « la revoir » for a woman. */
  again: (partnerGender: Gender) =>
    partnerGender === 'male' ? 'Oui, et j’aimerais le revoir' : 'Oui, et j’aimerais la revoir',
  noFollowUp: 'Oui, mais sans suite',
  notYet: 'Pas encore',
  /** Under the question: the answer is the member's alone. */
  privateNote: 'Votre réponse reste privée\u00a0: elle n’est jamais montrée à l’autre personne.',
  thanks: 'Merci\u00a0! Votre réponse reste privée et aide Lien à mieux vous proposer des profils.',
  answerFailed: 'Votre réponse n’a pas pu être enregistrée. Veuillez réessayer.',
  /** The member has no such pending question (never asked, not theirs, or the conversation is closed). */
  notAsked: 'Cette question ne vous est pas posée.',
  alreadyAnswered: 'Vous avez déjà répondu à cette question.',
  /** An answer that is none of the three (400). */
  chooseAnswer: 'Choisissez l’une des trois réponses.',
} as const;

/** What made the question due: a booked video call's time passed, or a week of conversation. */
export const meetingAskedBecause = z.enum(['call', 'week']);

/** A question waiting for the member's answer, with the person it is about (to recognise them). */
export const meetingQuestion = z.lazy(() =>
  z.object({
    conversationId: z.number().int(),
    askedBecause: meetingAskedBecause,
    /** ISO 8601 UTC: when the question became due for this member. */
    askedAt: z.string(),
    partner: z.object({
      id: z.number().int(),
      firstName: z.string(),
      photoUrl: z.string().nullable(),
      /** Only to agree « la revoir » / « le revoir » with them. */
      gender: genderSchema,
    }),
  }),
);
export type MeetingQuestion = z.infer<typeof meetingQuestion>;

/** GET /api/meeting_questions — the member's pending questions, oldest first. */
export const meetingQuestionsReply = z.lazy(() => z.object({ questions: z.array(meetingQuestion) }));
export type MeetingQuestionsReply = z.infer<typeof meetingQuestionsReply>;

/** POST /api/meeting_answers — the member's answer about one conversation, given once. */
export const meetingAnswerRequest = z.lazy(() =>
  z.object({
    conversationId: rowId(),
    answer: z.enum(MEETING_ANSWERS, { error: meetingMessages.chooseAnswer }),
  }),
);
export type MeetingAnswerRequest = z.input<typeof meetingAnswerRequest>;

/** The label of an answer for a partner of that gender. */
export function meetingAnswerLabel(
  answer: MeetingAnswer,
  partnerGender: z.infer<typeof genderSchema>,
): string {
  if (answer === 'again') return meetingMessages.again(partnerGender);
  return answer === 'no_follow_up' ? meetingMessages.noFollowUp : meetingMessages.notYet;
}
