import { seededRandom } from '../seeded-random';
import { generateAnswers } from './answers';
import type { QuestionnaireFacts } from './facts';
import { questionById } from './questions';
import type { AnswerValue, PersonalityAnswers } from './types';

/** A complete valid set of answers, with some answers given by question id. */
export function answersWith(seed: number, overrides: Record<string, AnswerValue> = {}): PersonalityAnswers {
  const answers = generateAnswers(seededRandom(seed));
  for (const [id, value] of Object.entries(overrides)) {
    const question = questionById(id);
    if (!question) throw new Error(`no question ${id}`);
    answers[question.text] = value;
  }
  return answers;
}

/**
 * The facts of a person (a BAC+5 Catholic, engaged at the centre, no smoker, no children, never
 * divorced) with some of them changed: what the preference rules are tried against.
 */
export function factsWith(changes: Partial<QuestionnaireFacts> = {}): QuestionnaireFacts {
  return {
    educationLevel: 'BAC+5',
    religion: { kind: 'believer', faith: 'Catholique' },
    politics: { engaged: true, position: 0 },
    smoker: false,
    hasChildren: false,
    divorced: false,
    ...changes,
  };
}
