import type { PoliticalPosition, QuestionnaireFacts } from '@lien/contract';
import type { PersonalityProfilesTable } from '../../db/schema';

/** The fact columns of personality_profiles, which the deck filters on in SQL. */
export type FactColumns = Pick<
  PersonalityProfilesTable,
  | 'education_level'
  | 'religion_kind'
  | 'religion_faith'
  | 'politics_engaged'
  | 'politics_position'
  | 'smoker'
  | 'has_children'
  | 'divorced'
>;

/**
 * The facts of `extractFacts` as columns: a faith only for believers, a position only for the engaged;
 * religion and politics null when not shared.
 */
export function factColumns(facts: QuestionnaireFacts): FactColumns {
  return {
    education_level: facts.educationLevel,
    religion_kind: facts.religion?.kind ?? null,
    religion_faith: facts.religion?.kind === 'believer' ? facts.religion.faith : null,
    politics_engaged: facts.politics?.engaged ?? null,
    politics_position: facts.politics?.engaged ? facts.politics.position : null,
    smoker: facts.smoker,
    has_children: facts.hasChildren,
    divorced: facts.divorced,
  };
}

/**
 * The facts back from their columns, for checking the deck's SQL against the contract's
 * `passesPreferences`. The table's CHECK constraints guarantee the pairs read here are consistent.
 */
export function factsOfColumns(row: FactColumns): QuestionnaireFacts {
  const religion: QuestionnaireFacts['religion'] =
    row.religion_kind === null
      ? null
      : row.religion_kind === 'believer' && row.religion_faith !== null
        ? { kind: 'believer', faith: row.religion_faith }
        : row.religion_kind === 'atheist'
          ? { kind: 'atheist' }
          : { kind: 'agnostic' };
  const politics: QuestionnaireFacts['politics'] =
    row.politics_engaged === null
      ? null
      : row.politics_engaged && row.politics_position !== null
        ? { engaged: true, position: row.politics_position as PoliticalPosition }
        : { engaged: false };
  return {
    educationLevel: row.education_level,
    religion,
    politics,
    smoker: row.smoker,
    hasChildren: row.has_children,
    divorced: row.divorced,
  };
}
