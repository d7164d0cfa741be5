import { frenchDateAndTime } from '@lien/api/extension';
import { sayOpeners } from '@lien/contract/rules';
import { composeReply, type Persona } from './conversation';
import { GREETINGS_DAY, GREETINGS_EVENING } from './data/chat-lines';
import type { CouplePlan, PlannedCall } from './path-plan';
import { deriveSeed, pick, seededRandom } from './random';
import { spokenCall } from './replies';

/** The hour in Paris at `at` (0–23). */
const parisHour = (at: Date) => Number(frenchDateAndTime(at).time.slice(0, 2));

/**
 * The first message of a couple, as a member writes one with « Premiers mots » (issue #27): a greeting
 * and one of the openers the app proposes for the pair (their shared interests, else a question for
 * anyone), in « vous », as the openers are.
 */
function firstWords(plan: CouplePlan, from: Persona, to: Persona, at: Date): string {
  const random = seededRandom(deriveSeed(plan.seed, 0xf1));
  const hour = parisHour(at);
  const voice = { formal: true, selfFeminine: from.feminine, otherFeminine: to.feminine };
  const greeting = pick(random, hour >= 18 || hour < 5 ? GREETINGS_EVENING : GREETINGS_DAY)(
    voice,
    to.firstName,
  );
  const openers = sayOpeners({
    agreements: [],
    difference: null,
    sharedInterests: from.interests.filter((interest) => to.interests.includes(interest)),
  });
  return `${greeting} ${pick(random, openers)}`;
}

/**
 * Message `index` of a couple's conversation, from what was said before it (`said`, the texts of the
 * messages before it): the first words, then the demo world's own replies (conversation.ts), each
 * answering what the other wrote since, one proposing the call when it was booked (`call`).
 * `personas` are the couple's two sides (0 liked first). The same plan and profiles give the same texts.
 */
export function coupleMessage(
  plan: CouplePlan,
  index: number,
  personas: readonly [Persona, Persona],
  said: readonly string[],
  call: PlannedCall | null,
): string {
  const message = plan.messages[index];
  if (!message) throw new Error(`demo path: no message ${index} in this plan`);
  const from = personas[message.from];
  const to = personas[message.from === 0 ? 1 : 0];
  if (index === 0) return firstWords(plan, from, to, message.at);
  const before = plan.messages.slice(0, index);
  const lastOwn = before.findLastIndex((earlier) => earlier.from === message.from);
  const own = plan.messages.filter((other) => other.from === message.from).length;
  return composeReply({
    demo: from,
    member: to,
    incoming: said.slice(lastOwn + 1, index),
    turn: before.filter((earlier) => earlier.from === message.from).length,
    // One more than they write: nobody says goodbye, the conversation goes on beyond the plan.
    repliesMax: own + 1,
    call: message.proposesCall && call ? spokenCall(call.startsAt, true) : null,
    hour: parisHour(message.at),
    seed: deriveSeed(plan.seed, message.from),
  });
}
