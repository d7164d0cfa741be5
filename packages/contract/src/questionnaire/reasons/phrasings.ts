import { COMMUNICATION_PHRASINGS } from './communication';
import { DAILY_PHRASINGS } from './daily';
import { INTIMACY_PHRASINGS } from './intimacy';
import type { Phrasing } from './phrasing';
import { SOCIAL_PHRASINGS } from './social';
import { SPIRITUALITY_PHRASINGS } from './spirituality';
import { VALUES_PHRASINGS } from './values';

/*
 * Kept out of the contract's exports: its keys are the questionnaire's stored option texts, which keep
 * their stored typography (typography.test.ts).
 */

/** Every question's phrasings, by question id. */
export const REASON_PHRASINGS: Readonly<Record<string, Phrasing>> = {
  ...COMMUNICATION_PHRASINGS,
  ...VALUES_PHRASINGS,
  ...INTIMACY_PHRASINGS,
  ...SOCIAL_PHRASINGS,
  ...DAILY_PHRASINGS,
  ...SPIRITUALITY_PHRASINGS,
};
