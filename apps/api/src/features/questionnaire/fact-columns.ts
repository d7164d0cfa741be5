import {
  type FactName,
  factRow,
  type PoliticalPosition,
  type QuestionnaireFacts,
} from '@lien/contract/rules';
import type { PersonalityProfilesTable } from '../../db/schema';

/** The column of each fact (the contract's FactRow) on personality_profiles and deck_members. */
export const FACT_COLUMNS = {
  educationLevel: 'education_level',
  religionKind: 'religion_kind',
  religionFaith: 'religion_faith',
  politicsEngaged: 'politics_engaged',
  politicsPosition: 'politics_position',
  smoker: 'smoker',
  hasChildren: 'has_children',
  divorced: 'divorced',
} as const satisfies Record<FactName, keyof PersonalityProfilesTable>;

/** The fact columns of personality_profiles, which the deck filters on in SQL. */
export type FactColumns = Pick<PersonalityProfilesTable, (typeof FACT_COLUMNS)[FactName]>;

/**
 * The facts of `extractFacts` as columns: a faith only for believers, a position only for the engaged;
 * religion and politics null when not shared.
 */
export function factColumns(facts: QuestionnaireFacts): FactColumns {
  const row = factRow(facts);
  const names = Object.keys(FACT_COLUMNS) as FactName[];
  return Object.fromEntries(names.map((fact) => [FACT_COLUMNS[fact], row[fact]])) as FactColumns;
}

/**
 * The facts back from their columns, for the viewer of a deck. The table's CHECK constraints guarantee
 * the pairs read here are consistent.
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
