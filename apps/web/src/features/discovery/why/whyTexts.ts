import type { WhyYouTwo } from '@lien/contract';
import { LOCALE } from '@lien/contract/rules';
import { onFirstUse } from '../../../ui/onFirstUse';

/** « Pourquoi vous deux ? » (issue #26), with the no-break space French puts before « ? ». */
export const WHY_TITLE = 'Pourquoi vous deux\u00a0?';

/** The title of the kind sentence about where the two differ: an idea to start the conversation. */
export const TALK_TITLE = 'Pour lancer la conversation';

const list = onFirstUse(() => new Intl.ListFormat(LOCALE, { style: 'long', type: 'conjunction' }));

/** The shared interests as one line, « En commun : Randonnée et Cinéma », said alike for every gender. */
export function sharedInterestsText(interests: readonly string[]): string {
  return `En commun\u00a0: ${list().format(interests)}`;
}

/**
 * The deck card's short line: the strongest agreement, else the shared interests, else nothing (never
 * an invented reason).
 */
export function whyYouTwoLine(why: WhyYouTwo): string | null {
  const [strongest] = why.agreements;
  if (strongest) return strongest;
  return why.sharedInterests.length > 0 ? sharedInterestsText(why.sharedInterests) : null;
}

/** Whether there is anything to say at all: with nothing, no section is shown. */
export function hasReasons(why: WhyYouTwo): boolean {
  return why.agreements.length > 0 || why.toTalkAbout !== null || why.sharedInterests.length > 0;
}

/** First words (issue #27): the openers' title and what a tap does. */
export const OPENERS_TITLE = 'Pour briser la glace';
export const OPENERS_HINT =
  'Touchez une question\u00a0: elle va dans votre message, à modifier à votre guise.';
