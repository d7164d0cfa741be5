/**
 * Helpers for tests on both sides (`@lien/contract/testing`): seeded random numbers and seeded,
 * complete questionnaires. Kept out of the main index because only tests need them.
 */

export { answersWith } from './questionnaire/test-helpers';
export { seededRandom } from './seeded-random';
