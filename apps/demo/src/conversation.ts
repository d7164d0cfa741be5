import { INTERESTS, type PersonalityAnswers, questionById } from '@lien/contract/rules';
import { INTEREST_LINES } from './data/bio-interests';
import { topicAnswer } from './data/chat-answers';
import {
  ABOUT_ME_OPENERS,
  ACKNOWLEDGEMENTS,
  ANY_CATEGORY_QUESTION,
  CALL_PROPOSALS,
  CALL_REMINDERS,
  CATEGORY_QUESTIONS,
  DOING_WELL,
  GLAD,
  GREETINGS_DAY,
  GREETINGS_EVENING,
  LAUGHS,
  lowerFirst,
  OPEN_QUESTIONS,
  SIGN_OFFS,
  THANKS_BACK,
  type Voice,
} from './data/chat-lines';
import {
  ANSWER_TOPICS,
  interestLine,
  jobLine,
  myJobLine,
  sharedInterestLine,
  townLine,
} from './data/chat-topics';
import { questionTopic } from './questions';
import { chance, deriveSeed, pick, type Random, sample, seededRandom } from './random';

/** What one side of a conversation shows on their profile, as a demo member reads it. */
export interface Persona {
  firstName: string;
  feminine: boolean;
  age: number;
  /** 'Lyon' rather than 'Lyon 3e Arrondissement'. */
  town: string;
  job: string | null;
  interests: readonly string[];
  answers: PersonalityAnswers;
}

/** A call between the two, by its French date and time in Paris. */
export interface CallMention {
  date: string;
  time: string;
  /** Booked by the demo member for this very answer (then it is proposed, not recalled). */
  justBooked: boolean;
}

export interface ReplyInput {
  demo: Persona;
  member: Persona;
  /** The member's messages since the demo member's last one, oldest first. */
  incoming: readonly string[];
  /** Answers the demo member already sent in this conversation. */
  turn: number;
  /** Answers they give in all: the last one says goodbye. */
  repliesMax: number;
  call: CallMention | null;
  /** The hour in Paris: 'Bonsoir' after six. */
  hour: number;
  /** The conversation's own seed: the same conversation and turn always give the same answer. */
  seed: number;
}

/** Demo members from fifty on say « vous »; the others « tu », as on most dating apps. */
export const FORMAL_FROM_AGE = 50;

const HOW_ARE_YOU = /(ça va|ca va|comment vas-tu|comment tu vas|comment allez-vous|la forme)/i;
const LAUGHED = /(haha|hihi|mdr|ptdr|\blol\b|😂|🤣|😄|😁)/iu;
const THANKED = /\bmerci\b/i;
const CALL_WORDS = /(appel|visio|vid[ée]o|t[ée]l[ée]phon|s'appeler|se voir|rencontr|un verre|un caf[ée])/i;

/** Whether the member's words ask for a call or a meeting: the demo member then proposes one. */
export function asksForCall(incoming: readonly string[]): boolean {
  return incoming.some((text) => CALL_WORDS.test(text));
}

/**
 * Whether this answer comes with a video call booked by the demo member: when the member asks for
 * one, or, in about three conversations in five, on the answer before the last. Never when one is
 * already planned.
 */
export function proposesCall(input: Omit<ReplyInput, 'call' | 'hour'>, callPlanned: boolean): boolean {
  if (callPlanned || input.turn >= input.repliesMax - 1) return asksForCall(input.incoming) && !callPlanned;
  if (asksForCall(input.incoming)) return true;
  return input.turn === input.repliesMax - 2 && chance(seededRandom(deriveSeed(input.seed, 0xca11)), 0.6);
}

const categoryOf = (interest: string) =>
  Object.keys(INTERESTS).find((category) => INTERESTS[category]?.includes(interest));

function interestQuestion(v: Voice, interest: string): string {
  const category = categoryOf(interest);
  return ((category && CATEGORY_QUESTIONS[category]) || ANY_CATEGORY_QUESTION)(v);
}

/**
 * The things a demo member can bring up, in the order of this conversation: first what shows at a
 * glance on the member's profile (an interest in common, their town, their job, an interest), then
 * their questionnaire answers, then their other interests. Each is a whole sentence or two.
 */
function topicsOf(v: Voice, input: ReplyInput, random: Random): { profile: string[]; later: string[] } {
  const { demo, member } = input;
  const shared = member.interests.filter((interest) => demo.interests.includes(interest));
  const theirs = sample(
    random,
    member.interests.filter((interest) => !shared.includes(interest)),
    3,
  );
  const profile = sample(
    random,
    [
      ...(shared[0] ? [sharedInterestLine(v, shared[0], interestQuestion(v, shared[0]))] : []),
      townLine(v, member.town, demo.town),
      ...(member.job ? [jobLine(v, lowerFirst(member.job))] : []),
      ...(theirs[0] ? [interestLine(v, theirs[0], interestQuestion(v, theirs[0]))] : []),
    ],
    4,
  );
  const answers = Object.entries(ANSWER_TOPICS).flatMap(([id, topic]) => {
    const text = questionById(id)?.text;
    const value = text ? member.answers[text] : undefined;
    const line = text && value !== undefined ? topic(v, value, demo.answers[text]) : null;
    return line ? [line] : [];
  });
  const more = [...shared.slice(1, 2), ...theirs.slice(1)].map((interest) =>
    interestLine(v, interest, interestQuestion(v, interest)),
  );
  return { profile, later: [...sample(random, answers, answers.length), ...more] };
}

/**
 * What the demo member can tell of themselves when asked something questions.ts does not recognise:
 * lines about their interests in this conversation's order, so that they never say the same thing
 * twice, or their work when there is nothing else.
 */
function aboutMe(demo: Persona, seed: number, index: number): string {
  const told = demo.interests.flatMap((interest) =>
    (INTEREST_LINES[interest] ?? []).map((line) =>
      line({
        feminine: demo.feminine,
        age: demo.age,
        city: demo.town,
        job: demo.job,
        student: false,
        retired: false,
        children: 'none',
      }),
    ),
  );
  const job = demo.job ? myJobLine(lowerFirst(demo.job), demo.town) : null;
  const lines = told.filter((line): line is string => line !== null);
  if (job && lines.length === 0) return job;
  return lines.length > 0
    ? nth(lines, seed, 0xab, index)
    : `J'habite à ${demo.town}, et je m'y plais beaucoup.`;
}

/** Item `index` of the list in this conversation's own order: no repeat before the list is used up. */
function nth<T>(list: readonly T[], seed: number, key: number, index: number): T {
  const order = sample(seededRandom(deriveSeed(seed, key)), list, list.length);
  return order[index % order.length] as T;
}

/**
 * How the demo member reacts to what the member just wrote at this turn; nothing before answering a
 * plain question (the answer is the reaction).
 */
function reaction(v: Voice, incoming: string, asked: boolean, seed: number, turn: number): string | null {
  if (LAUGHED.test(incoming)) return nth(LAUGHS, seed, 0x1a, turn)(v);
  if (THANKED.test(incoming)) return nth(THANKS_BACK, seed, 0x7a, turn)(v);
  if (asked) return null;
  return nth(ACKNOWLEDGEMENTS, seed, 0xac, turn)(v);
}

/**
 * A demo member's answer in a conversation, in natural French, from what both profiles show: a first
 * answer greets and picks up something of the member's profile; the next ones react, answer a
 * question when one was asked, and bring up the member's questionnaire answers or interests; one may
 * propose the video call just booked; the last says goodbye. Scripted and seeded: no outside service.
 */
export function composeReply(input: ReplyInput): string {
  const { demo, member, turn } = input;
  const random = seededRandom(deriveSeed(input.seed, turn));
  const v: Voice = {
    formal: demo.age >= FORMAL_FROM_AGE,
    selfFeminine: demo.feminine,
    otherFeminine: member.feminine,
  };
  const said = input.incoming.join(' ');
  // What the question was about (« Tu fais quoi ce week-end ? »: the week-end), when it is recognised.
  const topic = questionTopic(input.incoming.join('\n'));
  const asked = said.includes('?') || topic !== null;
  const last = turn >= input.repliesMax - 1;
  const evening = input.hour >= 18 || input.hour < 5;
  const topics = topicsOf(v, input, seededRandom(input.seed));
  const parts: string[] = [];

  if (turn === 0) {
    parts.push(pick(random, evening ? GREETINGS_EVENING : GREETINGS_DAY)(v, member.firstName));
    parts.push(LAUGHED.test(said) ? pick(random, LAUGHS)(v) : pick(random, GLAD)(v));
  } else {
    const reacted = reaction(v, said, asked, input.seed, turn);
    if (reacted) parts.push(reacted);
  }
  // A question gets an answer: how they are, what was asked about when it is recognised, else
  // something of themselves (their work when asked).
  if (HOW_ARE_YOU.test(said)) parts.push(pick(random, DOING_WELL)(v));
  const asksCall = asksForCall(input.incoming);
  if (topic && !asksCall) parts.push(topicAnswer(v, demo, topic));
  else if (!topic && !HOW_ARE_YOU.test(said) && asked && !asksCall)
    parts.push(pick(random, ABOUT_ME_OPENERS)(v, aboutMe(demo, input.seed, turn)));

  if (input.call?.justBooked) {
    parts.push(pick(random, CALL_PROPOSALS)(v, input.call.date, input.call.time));
  } else if (last) {
    if (input.call) parts.push(pick(random, CALL_REMINDERS)(v, input.call.date, input.call.time));
    parts.push(pick(random, SIGN_OFFS)(v, evening));
  } else if (input.call && asksForCall(input.incoming)) {
    parts.push(pick(random, CALL_REMINDERS)(v, input.call.date, input.call.time));
  } else {
    const topic = turn === 0 ? topics.profile[0] : topics.later[turn - 1];
    parts.push(topic ?? pick(random, OPEN_QUESTIONS)(v));
  }
  return parts.join(' ');
}
