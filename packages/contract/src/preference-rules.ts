import { FACT_CRITERIA, type FactCriterion } from './deck-widening';
import { ANY_PREFERENCE, type FactPreferences, SAME_AS_MINE } from './preferences';
import type { EducationLevel, Faith } from './questionnaire/fact-options';
import type { PoliticalPosition, QuestionnaireFacts, ReligionFact } from './questionnaire/facts';

/*
 * The questionnaire filters of the encounter preferences (PRODUCT §3), written once, as data: for a
 * viewer's facts and preferences, the tests a candidate's facts must pass. The contract evaluates them
 * here (missedFactCriteria, the reference of the tests and of the widened deck's marks); the API
 * compiles the same tests to SQL on deck_members (discovery/deck/filters.ts). Neither says what an
 * option means: only this file does.
 */

/** A member's facts as the deck stores them: one flat value per fact, null when not shared. */
export interface FactRow {
  educationLevel: EducationLevel;
  religionKind: ReligionFact['kind'] | null;
  /** Only for believers. */
  religionFaith: Faith | null;
  politicsEngaged: boolean | null;
  /** Only for the engaged. */
  politicsPosition: PoliticalPosition | null;
  smoker: boolean;
  hasChildren: boolean;
  divorced: boolean;
}
export type FactName = keyof FactRow;

/** The facts as one flat row: a faith only for believers, a position only for the engaged. */
export function factRow(facts: QuestionnaireFacts): FactRow {
  return {
    educationLevel: facts.educationLevel,
    religionKind: facts.religion?.kind ?? null,
    religionFaith: facts.religion?.kind === 'believer' ? facts.religion.faith : null,
    politicsEngaged: facts.politics?.engaged ?? null,
    politicsPosition: facts.politics?.engaged ? facts.politics.position : null,
    smoker: facts.smoker,
    hasChildren: facts.hasChildren,
    divorced: facts.divorced,
  };
}

type Value<F extends FactName> = NonNullable<FactRow[F]>;

/**
 * One test on a candidate's fact. A fact without a value (null) fails every test, as a comparison
 * with NULL does in SQL.
 */
export type FactTest =
  | { [F in FactName]: { fact: F; equals: Value<F> } }[FactName]
  | { [F in FactName]: { fact: F; differs: Value<F> } }[FactName]
  | { fact: 'politicsPosition'; between: readonly [PoliticalPosition, PoliticalPosition] }
  | { fact: 'educationLevel'; oneOf: readonly EducationLevel[] };

/**
 * What one preference asks: every test passed. `unlessNotShared` names a sensitive fact: a candidate
 * who did not share it (sensitive.ts) passes whatever the tests.
 */
export interface FactRule {
  tests: readonly FactTest[];
  unlessNotShared?: 'politicsEngaged' | 'religionKind';
}

/** A preference that filters no one ('Peu importe', nothing ticked, or the viewer's own fact not shared). */
const ANYONE: FactRule = { tests: [] };

/**
 * Political stance (a fact not shared on either side passes whatever the preference):
 * - 'Peu importe': anyone.
 * - 'Même que la mienne': the same position on the scale, or, for someone not engaged, someone not engaged.
 * - 'Différente mais pas extrême': someone engaged, not at either end of the scale ('Très à gauche',
 *   'Très à droite'), at another position than the viewer's (any such position when the viewer is not engaged).
 * - "Je préfère qu'il/elle ne soit pas engagé(e) politiquement": someone not engaged.
 */
function politics(viewer: QuestionnaireFacts, preferences: FactPreferences): FactRule {
  const own = viewer.politics;
  if (own === null) return ANYONE;
  const rule = (tests: FactTest[]): FactRule => ({ tests, unlessNotShared: 'politicsEngaged' });
  switch (preferences.partnerPoliticalOrientation) {
    case ANY_PREFERENCE:
      return ANYONE;
    case SAME_AS_MINE:
      return own.engaged
        ? rule([
            { fact: 'politicsEngaged', equals: true },
            { fact: 'politicsPosition', equals: own.position },
          ])
        : rule([{ fact: 'politicsEngaged', equals: false }]);
    case 'Différente mais pas extrême':
      return rule([
        { fact: 'politicsEngaged', equals: true },
        { fact: 'politicsPosition', between: [-1, 1] },
        ...(own.engaged ? [{ fact: 'politicsPosition', differs: own.position } as const] : []),
      ]);
    case "Je préfère qu'il/elle ne soit pas engagé(e) politiquement":
      return rule([{ fact: 'politicsEngaged', equals: false }]);
  }
}

/**
 * Education, a multi-select: an empty list or one holding 'Peu importe' lets anyone through; otherwise
 * the candidate's level must be one of those ticked (levels are chosen one by one, not as a minimum).
 */
function education(_viewer: QuestionnaireFacts, preferences: FactPreferences): FactRule {
  const ticked = preferences.partnerEducation;
  if (ticked.length === 0 || ticked.includes(ANY_PREFERENCE)) return ANYONE;
  const levels = ticked.filter((level): level is EducationLevel => level !== ANY_PREFERENCE);
  return { tests: [{ fact: 'educationLevel', oneOf: levels }] };
}

/**
 * Religion (a fact not shared on either side passes whatever the preference):
 * - 'Peu importe': anyone.
 * - 'Même que la mienne': same kind (believer, agnostic, atheist) and, for believers, the same faith;
 *   'Autre religion' matches 'Autre religion', the only thing the questionnaire tells.
 * - 'Croyant(e), peu importe la religion': any believer.
 * - 'Non-pratiquant(e) ou agnostique': those who answered exactly that.
 * - 'Athée': atheists.
 */
function religion(viewer: QuestionnaireFacts, preferences: FactPreferences): FactRule {
  const own = viewer.religion;
  if (own === null) return ANYONE;
  const rule = (tests: FactTest[]): FactRule => ({ tests, unlessNotShared: 'religionKind' });
  switch (preferences.partnerReligiousAffiliation) {
    case ANY_PREFERENCE:
      return ANYONE;
    case SAME_AS_MINE:
      return own.kind === 'believer'
        ? rule([
            { fact: 'religionKind', equals: 'believer' },
            { fact: 'religionFaith', equals: own.faith },
          ])
        : rule([{ fact: 'religionKind', equals: own.kind }]);
    case 'Croyant(e), peu importe la religion':
      return rule([{ fact: 'religionKind', equals: 'believer' }]);
    case 'Non-pratiquant(e) ou agnostique':
      return rule([{ fact: 'religionKind', equals: 'agnostic' }]);
    case 'Athée':
      return rule([{ fact: 'religionKind', equals: 'atheist' }]);
  }
}

/**
 * Exclusions: 'Fumeur(se)' leaves out occasional and regular smokers (not former ones), 'A des enfants'
 * anyone with children whatever their age or home, 'Divorcé(e)' those who answered 'Divorcé(e)'.
 */
function situation(_viewer: QuestionnaireFacts, preferences: FactPreferences): FactRule {
  const excluded = preferences.partnerSituation;
  const tests: FactTest[] = [];
  if (excluded.includes('Fumeur(se)')) tests.push({ fact: 'smoker', equals: false });
  if (excluded.includes('A des enfants')) tests.push({ fact: 'hasChildren', equals: false });
  if (excluded.includes('Divorcé(e)')) tests.push({ fact: 'divorced', equals: false });
  return { tests };
}

/** Each questionnaire filter's rule for a viewer. */
export const FACT_RULES: Record<
  FactCriterion,
  (viewer: QuestionnaireFacts, preferences: FactPreferences) => FactRule
> = { politics, education, religion, situation };

function passesTest(test: FactTest, candidate: FactRow): boolean {
  const value = candidate[test.fact];
  if (value === null) return false;
  if ('equals' in test) return value === test.equals;
  if ('differs' in test) return value !== test.differs;
  if ('between' in test)
    return typeof value === 'number' && value >= test.between[0] && value <= test.between[1];
  return (test.oneOf as readonly unknown[]).includes(value);
}

/** Whether a candidate's facts pass a rule. */
export function passesRule(rule: FactRule, candidate: FactRow): boolean {
  if (rule.unlessNotShared && candidate[rule.unlessNotShared] === null) return true;
  return rule.tests.every((test) => passesTest(test, candidate));
}

/**
 * The questionnaire filters a candidate does not pass, in FACT_CRITERIA order. One direction only: the
 * deck decides whether to apply the candidate's filters too.
 */
export function missedFactCriteria(
  viewerFacts: QuestionnaireFacts,
  preferences: FactPreferences,
  candidateFacts: QuestionnaireFacts,
): FactCriterion[] {
  const candidate = factRow(candidateFacts);
  return FACT_CRITERIA.filter(
    (criterion) => !passesRule(FACT_RULES[criterion](viewerFacts, preferences), candidate),
  );
}

/** Whether a candidate passes every questionnaire filter of the viewer. */
export function passesPreferences(
  viewerFacts: QuestionnaireFacts,
  preferences: FactPreferences,
  candidateFacts: QuestionnaireFacts,
): boolean {
  return missedFactCriteria(viewerFacts, preferences, candidateFacts).length === 0;
}
