import { describe, expect, it } from 'vitest';
import { FACT_RULES, factRow, missedFactCriteria, passesPreferences, passesRule } from './preference-rules';
import {
  DEFAULT_PREFERENCES,
  type FactPreferences,
  POLITICAL_PREFERENCES,
  RELIGION_PREFERENCES,
  SITUATION_EXCLUSIONS,
} from './preferences';
import type { PoliticsFact, QuestionnaireFacts, ReligionFact } from './questionnaire/facts';
import { factsWith } from './questionnaire/test-helpers';

const at = (position: -2 | -1 | 0 | 1 | 2): PoliticsFact => ({ engaged: true, position });
const notEngaged: PoliticsFact = { engaged: false };
const everyStance = [at(-2), at(-1), at(0), at(1), at(2), notEngaged];

/** Whether `candidate` passes the viewer's one filter of `criterion` under `preferences`. */
function passes(
  criterion: keyof typeof FACT_RULES,
  viewer: QuestionnaireFacts,
  preferences: Partial<FactPreferences>,
  candidate: QuestionnaireFacts,
): boolean {
  return passesRule(
    FACT_RULES[criterion](viewer, { ...DEFAULT_PREFERENCES, ...preferences }),
    factRow(candidate),
  );
}

const passesPolitics = (
  preference: (typeof POLITICAL_PREFERENCES)[number],
  viewer: PoliticsFact | null,
  candidate: PoliticsFact | null,
) =>
  passes(
    'politics',
    factsWith({ politics: viewer }),
    { partnerPoliticalOrientation: preference },
    factsWith({ politics: candidate }),
  );

const passesReligion = (
  preference: (typeof RELIGION_PREFERENCES)[number],
  viewer: ReligionFact | null,
  candidate: ReligionFact | null,
) =>
  passes(
    'religion',
    factsWith({ religion: viewer }),
    { partnerReligiousAffiliation: preference },
    factsWith({ religion: candidate }),
  );

const passesEducation = (preference: FactPreferences['partnerEducation'], candidate: QuestionnaireFacts) =>
  passes('education', factsWith(), { partnerEducation: preference }, candidate);

const passesExclusions = (preference: FactPreferences['partnerSituation'], candidate: QuestionnaireFacts) =>
  passes('situation', factsWith(), { partnerSituation: preference }, candidate);

describe('political stance', () => {
  const passing = (preference: (typeof POLITICAL_PREFERENCES)[number], viewer: PoliticsFact) =>
    everyStance.filter((candidate) => passesPolitics(preference, viewer, candidate));

  it("'Peu importe' lets everyone through", () => {
    expect(passing('Peu importe', at(1))).toEqual(everyStance);
  });

  it("'Même que la mienne' keeps the same position, or the non-engaged for a non-engaged viewer", () => {
    expect(passing('Même que la mienne', at(-1))).toEqual([at(-1)]);
    expect(passing('Même que la mienne', at(2))).toEqual([at(2)]);
    expect(passing('Même que la mienne', notEngaged)).toEqual([notEngaged]);
  });

  it("'Différente mais pas extrême' keeps engaged, non-extreme, other positions", () => {
    expect(passing('Différente mais pas extrême', at(-1))).toEqual([at(0), at(1)]);
    expect(passing('Différente mais pas extrême', at(2))).toEqual([at(-1), at(0), at(1)]);
    expect(passing('Différente mais pas extrême', notEngaged)).toEqual([at(-1), at(0), at(1)]);
  });

  it("'Je préfère qu'il/elle ne soit pas engagé(e)' keeps only the non-engaged", () => {
    expect(passing("Je préfère qu'il/elle ne soit pas engagé(e) politiquement", at(0))).toEqual([notEngaged]);
  });
});

describe('religion', () => {
  const catholic: ReligionFact = { kind: 'believer', faith: 'Catholique' };
  const muslim: ReligionFact = { kind: 'believer', faith: 'Musulmane' };
  const other: ReligionFact = { kind: 'believer', faith: 'Autre religion' };
  const agnostic: ReligionFact = { kind: 'agnostic' };
  const atheist: ReligionFact = { kind: 'atheist' };
  const everyone = [catholic, muslim, other, agnostic, atheist];
  const passing = (preference: (typeof RELIGION_PREFERENCES)[number], viewer: ReligionFact) =>
    everyone.filter((candidate) => passesReligion(preference, viewer, candidate));

  it("'Peu importe' lets everyone through", () => {
    expect(passing('Peu importe', atheist)).toEqual(everyone);
  });

  it("'Même que la mienne' keeps the same faith, or the same absence of one", () => {
    expect(passing('Même que la mienne', catholic)).toEqual([catholic]);
    expect(passing('Même que la mienne', other)).toEqual([other]);
    expect(passing('Même que la mienne', agnostic)).toEqual([agnostic]);
    expect(passing('Même que la mienne', atheist)).toEqual([atheist]);
  });

  it('the other options keep believers of any faith, agnostics, atheists', () => {
    expect(passing('Croyant(e), peu importe la religion', atheist)).toEqual([catholic, muslim, other]);
    expect(passing('Non-pratiquant(e) ou agnostique', catholic)).toEqual([agnostic]);
    expect(passing('Athée', catholic)).toEqual([atheist]);
  });
});

describe('education', () => {
  it("keeps the ticked levels; nothing ticked or 'Peu importe' keeps everyone", () => {
    const bac3 = factsWith({ educationLevel: 'BAC+3' });
    const bac8 = factsWith({ educationLevel: 'BAC+8' });
    expect(passesEducation(['BAC+3', 'BAC+5'], bac3)).toBe(true);
    expect(passesEducation(['BAC+3', 'BAC+5'], bac8)).toBe(false);
    expect(passesEducation([], bac8)).toBe(true);
    expect(passesEducation(['Peu importe'], bac8)).toBe(true);
    expect(passesEducation(['BAC+3', 'Peu importe'], bac8)).toBe(true);
  });
});

describe('exclusions', () => {
  it('leave out smokers, parents and divorced people, each only when ticked', () => {
    const smoker = factsWith({ smoker: true });
    const parent = factsWith({ hasChildren: true });
    const divorced = factsWith({ divorced: true });
    expect(passesExclusions([], smoker)).toBe(true);
    expect(passesExclusions(['Fumeur(se)'], smoker)).toBe(false);
    expect(passesExclusions(['Fumeur(se)'], parent)).toBe(true);
    expect(passesExclusions(['A des enfants'], parent)).toBe(false);
    expect(passesExclusions(['A des enfants'], divorced)).toBe(true);
    expect(passesExclusions(['Divorcé(e)'], divorced)).toBe(false);
    expect(passesExclusions([...SITUATION_EXCLUSIONS], factsWith())).toBe(true);
  });
});

describe('passesPreferences', () => {
  const any: FactPreferences = DEFAULT_PREFERENCES;

  it('lets everyone through the defaults', () => {
    for (const politics of everyStance)
      expect(passesPreferences(factsWith(), any, factsWith({ politics }))).toBe(true);
    expect(
      passesPreferences(factsWith(), any, factsWith({ smoker: true, hasChildren: true, divorced: true })),
    ).toBe(true);
  });

  it('needs every filter to pass', () => {
    const strict: FactPreferences = {
      partnerPoliticalOrientation: 'Même que la mienne',
      partnerEducation: ['BAC+5', 'BAC+8'],
      partnerReligiousAffiliation: 'Croyant(e), peu importe la religion',
      partnerSituation: ['Fumeur(se)'],
    };
    const viewer = factsWith({ politics: at(1) });
    const match = factsWith({ politics: at(1), religion: { kind: 'believer', faith: 'Juive' } });
    expect(passesPreferences(viewer, strict, match)).toBe(true);
    expect(passesPreferences(viewer, strict, { ...match, politics: at(0) })).toBe(false);
    expect(passesPreferences(viewer, strict, { ...match, educationLevel: 'BAC+4' })).toBe(false);
    expect(passesPreferences(viewer, strict, { ...match, religion: { kind: 'atheist' } })).toBe(false);
    expect(passesPreferences(viewer, strict, { ...match, smoker: true })).toBe(false);
  });
});

describe('a sensitive fact not shared', () => {
  it('filters no one on that side, and is filtered by no one on the other', () => {
    const faiths: ReligionFact[] = [
      { kind: 'believer', faith: 'Juive' },
      { kind: 'agnostic' },
      { kind: 'atheist' },
    ];
    for (const preference of POLITICAL_PREFERENCES) {
      expect(everyStance.filter((candidate) => passesPolitics(preference, null, candidate))).toEqual(
        everyStance,
      );
      expect(everyStance.filter((viewer) => passesPolitics(preference, viewer, null))).toEqual(everyStance);
    }
    for (const preference of RELIGION_PREFERENCES) {
      expect(faiths.filter((candidate) => passesReligion(preference, null, candidate))).toEqual(faiths);
      expect(faiths.filter((viewer) => passesReligion(preference, viewer, null))).toEqual(faiths);
    }
  });
});

describe('missedFactCriteria', () => {
  it('names each questionnaire filter missed, in the order the card names them', () => {
    const strict: FactPreferences = {
      partnerPoliticalOrientation: 'Même que la mienne',
      partnerEducation: ['BAC+5'],
      partnerReligiousAffiliation: 'Athée',
      partnerSituation: ['Fumeur(se)'],
    };
    const candidates = [
      factsWith({ religion: { kind: 'atheist' } }),
      factsWith(),
      factsWith({ politics: notEngaged, educationLevel: 'BAC+3', smoker: true }),
    ];
    expect(candidates.map((candidate) => missedFactCriteria(factsWith(), strict, candidate))).toEqual([
      [],
      ['religion'],
      ['politics', 'education', 'religion', 'situation'],
    ]);
  });
});
