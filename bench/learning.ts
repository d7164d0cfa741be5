import { loadavg } from 'node:os';
import { QUESTION_CATEGORY_IDS } from '@lien/contract/rules';
import { coarseDistance, deckEmbedding } from '../apps/api/src/features/discovery/deck/embedding';
import type { ScoringRow } from '../apps/api/src/features/discovery/deck/queries';
import {
  COARSE_TOP,
  compareScored,
  POOL_TARGET,
  scoreCandidate,
} from '../apps/api/src/features/discovery/deck/service';
import {
  LEARNING_RATE,
  type LearningAnswer,
  learnedWeights,
  RIDGE,
  rankingWeights,
  WEIGHT_BOUNDS,
} from '../apps/api/src/features/learning/rule';
import {
  ANSWER_VECTOR_LAYOUT_ID,
  answerVector,
  encodeAnswerVector,
} from '../apps/api/src/features/questionnaire/answer-vector';
import { compatibility } from '../apps/api/src/features/questionnaire/compatibility';
import { ARCHETYPES, correlatedAnswers } from '../apps/demo/src/answers';
import { deriveSeed, type Random, seededRandom } from '../apps/demo/src/random';
import { type Bounds, contrastive, usualLead, zScore } from './learning-rules';

/*
 * What Lien learns from « Vous vous êtes vus ? » (issue #27), measured offline through the real code:
 * the deck's scoring and order (deck/service.ts scoreCandidate, compareScored) and the learning rule
 * (learning/rule.ts learnedWeights, rankingWeights), imported, not copied.
 *
 * - People: POPULATION drawn like the demo's (apps/demo answers.ts: six families of personalities,
 *   each person a likeness of their own), each last active some time in the past week.
 * - A simulated member is one of them with a hidden taste: a weight per affinity category, e^(σz)
 *   with z standard normal (σ = the taste's spread), never told. Their hidden score of someone is the
 *   pair's six category figures (compatibility().categories: what an answer keeps) averaged with those
 *   weights. « High »: the top decile of a set of candidates by that score (the ten they would put on
 *   top of a deck of a hundred; the top quartile is printed too).
 * - Candidates are what the deck scores exactly: the COARSE_TOP nearest by embedding among a sample of
 *   POOL_TARGET others (deck/service.ts, steps 2–3). Each member has two such draws: one to meet
 *   people from, one, never met, to judge the deck on (so that meeting the best does not empty it).
 * - Meetings: one after the other, someone drawn among the top 20 of the member's current deck (ordered
 *   by what was learned so far), answered from the hidden taste: « j'aimerais la revoir » when their
 *   hidden score is at least the median of that top 20, else « sans suite »; one answer in ten is the
 *   other one (people are not consistent).
 * - After N answers (0, 5, 10, 20): the share of « high » people in the top 10 of the judged deck,
 *   ordered as today (no answer) and with the weights learned, and the relative gain. Beside it the
 *   ceiling: the deck ordered by the hidden taste itself brought within WEIGHT_BOUNDS.
 *
 * Also checked and printed: with no answer, the deck's order is today's exactly (the order by the
 * shown figure, then last activity, then id, written out here as the deck had it before issue #27).
 *
 *   node --import tsx learning.ts      (npm run bench:learning -w bench)
 */

const POPULATION = 4000;
const MEMBERS = 400;
const CHECKPOINTS = [0, 5, 10, 20] as const;
const TOP = 10;
const MEET_FROM = 20;
/** Another draw of the same simulation (people, members, meetings): BENCH_LEARNING_SEED. */
const SEED = Number(process.env.BENCH_LEARNING_SEED ?? 20261128);

interface Simulation {
  name: string;
  spread: number;
  /** « High »: this share of the candidates, best by hidden score. */
  high: number;
  /** The share of answers that are the other one. */
  noise: number;
  /** Another rule than learning/rule.ts's (learning-rules.ts), and its bounds (for the ceiling too). */
  learn?: (answers: readonly LearningAnswer[]) => Float64Array | null;
  bounds?: Bounds;
}

const MAIN: Simulation = { name: 'main', spread: 1.2, high: 0.1, noise: 0.1 };
const VARIANTS: Simulation[] = [
  ...ruleVariants(MAIN),
  { ...MAIN, name: 'taste spread σ 0.8', spread: 0.8 },
  { ...MAIN, name: 'taste spread σ 1.6', spread: 1.6 },
  { ...MAIN, name: '« high » = top quartile', high: 0.25 },
  { ...MAIN, name: 'no answer flipped', noise: 0 },
];

/** Other rules, one change each from learning/rule.ts's (the first form and the others in learning-rules.ts). */
function ruleVariants(main: Simulation): Simulation[] {
  const bounds = (min: number, max: number) => ({ min, max });
  const real = (options: Parameters<typeof learnedWeights>[1]) => (answers: readonly LearningAnswer[]) =>
    rankingWeights(learnedWeights(answers, options));
  const variant = (name: string, b: Bounds, learn: Simulation['learn']): Simulation => ({
    ...main,
    name,
    bounds: b,
    learn,
  });
  const narrow = bounds(0.5, 2);
  return [
    ...[36, 90].map((rate) => variant(`rate ${rate}`, WEIGHT_BOUNDS, real({ rate }))),
    ...[600, 2000].map((ridge) =>
      variant(`ridge ${ridge}, rate ${0.06 * ridge}`, WEIGHT_BOUNDS, real({ ridge, rate: 0.06 * ridge })),
    ),
    variant('no mean figure', WEIGHT_BOUNDS, real({ withMean: false })),
    variant('bounds 0.5–2', narrow, real({ bounds: narrow })),
    variant('bounds 0.33–3', bounds(1 / 3, 3), real({ bounds: bounds(1 / 3, 3) })),
    variant('first form (rate 3, 0.5–2)', narrow, usualLead(3, narrow)),
    variant('first form, 0.33–3, rate 4', bounds(1 / 3, 3), usualLead(4, bounds(1 / 3, 3))),
    variant('first form, 0.25–4, rate 4', WEIGHT_BOUNDS, usualLead(4, WEIGHT_BOUNDS)),
    variant('z-scored leads (0.5–2)', narrow, zScore(3, narrow, 10, 1)),
    variant('contrastive, k 5 (0.5–2)', narrow, contrastive(15, narrow, 5)),
  ];
}

interface Person {
  id: number;
  vector: Float32Array;
  embedding: number[];
  row: ScoringRow;
}

function population(random: Random): Person[] {
  const now = Date.parse('2026-11-28T12:00:00Z');
  return Array.from({ length: POPULATION }, (_, g) => {
    const answers = correlatedAnswers(SEED, g % ARCHETYPES, 0.3 + 0.6 * random(), random);
    const vector = answerVector(answers);
    const id = g + 1;
    return {
      id,
      vector,
      embedding: deckEmbedding(vector),
      row: {
        user_id: id,
        vector: encodeAnswerVector(vector),
        vector_layout: ANSWER_VECTOR_LAYOUT_ID,
        last_active_at: new Date(now - Math.floor(random() * 7 * 24 * 3600_000)),
      },
    };
  });
}

/** A standard normal draw (Box–Muller). */
function normal(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

interface Candidate {
  person: Person;
  /** The pair's six figures, as an answer keeps them (null: not shared). */
  categories: (number | null)[];
}

/** What the deck scores exactly for `self`: the COARSE_TOP nearest of POOL_TARGET drawn. */
function candidatesOf(people: Person[], self: Person, random: Random): Candidate[] {
  const seen = new Set<number>([self.id]);
  const sample: Person[] = [];
  while (sample.length < POOL_TARGET) {
    const other = people[Math.floor(random() * people.length)] as Person;
    if (seen.has(other.id)) continue;
    seen.add(other.id);
    sample.push(other);
  }
  return sample
    .map((person) => ({ person, coarse: coarseDistance(self.embedding, person.embedding) }))
    .sort((a, b) => a.coarse - b.coarse || a.person.id - b.person.id)
    .slice(0, COARSE_TOP)
    .map(({ person }) => {
      const scores = compatibility(self.vector, person.vector);
      return { person, categories: QUESTION_CATEGORY_IDS.map((id) => scores.categories[id]) };
    });
}

interface Member {
  index: number;
  self: Person;
  /** Whom they may meet. */
  met: Candidate[];
  /** Whom the deck is judged on. */
  judged: Candidate[];
  /** A standard normal draw per category: the taste is e^(σ·z). */
  z: number[];
}

function memberOf(people: Person[], index: number): Member {
  const random = seededRandom(deriveSeed(SEED, index));
  const self = people[Math.floor(random() * people.length)] as Person;
  const z = QUESTION_CATEGORY_IDS.map(() => normal(random));
  return {
    index,
    self,
    met: candidatesOf(people, self, random),
    judged: candidatesOf(people, self, random),
    z,
  };
}

/** The hidden score: the pair's figures averaged with the taste's weights. */
function hiddenScore(taste: readonly number[], candidate: Candidate): number {
  let total = 0;
  let weight = 0;
  candidate.categories.forEach((score, c) => {
    if (score === null) return;
    total += (taste[c] as number) * score;
    weight += taste[c] as number;
  });
  return weight === 0 ? 0 : total / weight;
}

/** The deck's order of these candidates for a member with these weights (the real code). */
function deckOrder(member: Member, candidates: Candidate[], weights: Float64Array | null): Candidate[] {
  return candidates
    .map((candidate) => ({
      candidate,
      scored: scoreCandidate(member.self.vector, weights, candidate.person.row),
    }))
    .sort((a, b) => compareScored(a.scored, b.scored))
    .map(({ candidate }) => candidate);
}

/** The deck's order before issue #27: the shown figure, then the last activity, then id. */
function todaysOrder(member: Member, candidates: Candidate[]): number[] {
  return candidates
    .map(({ person }) => ({
      id: person.id,
      overall: compatibility(member.self.vector, person.vector).overall,
      lastActive: person.row.last_active_at.getTime(),
    }))
    .sort((a, b) => b.overall - a.overall || b.lastActive - a.lastActive || a.id - b.id)
    .map((entry) => entry.id);
}

interface Figures {
  /** Per checkpoint, the members' shares: today's order, learned. */
  today: number[][];
  learned: number[][];
  ceiling: number[];
  again: number;
  answers: number;
}

/** One member's meetings under a simulation; their shares at each checkpoint into `figures`. */
function simulate(member: Member, simulation: Simulation, figures: Figures): void {
  const taste = member.z.map((z) => Math.exp(simulation.spread * z));
  const hidden = new Map(member.judged.map((c) => [c.person.id, hiddenScore(taste, c)]));
  const high = new Set(
    [...member.judged]
      .sort(
        (a, b) =>
          (hidden.get(b.person.id) as number) - (hidden.get(a.person.id) as number) ||
          a.person.id - b.person.id,
      )
      .slice(0, Math.ceil(member.judged.length * simulation.high))
      .map((c) => c.person.id),
  );
  const share = (ranked: Candidate[]) =>
    ranked.slice(0, TOP).filter((candidate) => high.has(candidate.person.id)).length / TOP;
  const random = seededRandom(deriveSeed(SEED, 7, member.index));
  const answers: LearningAnswer[] = [];
  const today = share(deckOrder(member, member.judged, null));
  let remaining = member.met;
  for (let n = 0; n <= 20; n++) {
    const weights = simulation.learn ? simulation.learn(answers) : rankingWeights(learnedWeights(answers));
    const checkpoint = CHECKPOINTS.indexOf(n as (typeof CHECKPOINTS)[number]);
    if (checkpoint >= 0) {
      figures.today[checkpoint]?.push(today);
      figures.learned[checkpoint]?.push(share(deckOrder(member, member.judged, weights)));
    }
    const top = deckOrder(member, remaining, weights).slice(0, MEET_FROM);
    const met = top[Math.floor(random() * top.length)];
    if (!met) break;
    const scores = top.map((candidate) => hiddenScore(taste, candidate)).sort((a, b) => a - b);
    let again = hiddenScore(taste, met) >= (scores[Math.floor(scores.length / 2)] as number);
    if (random() < simulation.noise) again = !again;
    answers.push({ answer: again ? 'again' : 'no_follow_up', categoryScores: met.categories });
    figures.answers++;
    if (again) figures.again++;
    remaining = remaining.filter((candidate) => candidate !== met);
  }
  // The ceiling: the taste itself, centred and brought within the bounds.
  const centre = member.z.reduce((a, b) => a + b, 0) / member.z.length;
  const bounds = simulation.bounds ?? WEIGHT_BOUNDS;
  const ceiling = Float64Array.from(member.z, (z) =>
    Math.min(bounds.max, Math.max(bounds.min, Math.exp(simulation.spread * (z - centre)))),
  );
  figures.ceiling.push(share(deckOrder(member, member.judged, ceiling)));
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const percent = (value: number) => `${(100 * value).toFixed(1)} %`;
const signed = (value: number) => `${value >= 0 ? '+' : ''}${(100 * value).toFixed(1)} %`;

function run(members: Member[], simulation: Simulation) {
  const figures: Figures = {
    today: CHECKPOINTS.map(() => []),
    learned: CHECKPOINTS.map(() => []),
    ceiling: [],
    again: 0,
    answers: 0,
  };
  for (const member of members) simulate(member, simulation, figures);
  const rows = CHECKPOINTS.map((n, k) => {
    const today = mean(figures.today[k] ?? []);
    const learned = mean(figures.learned[k] ?? []);
    return { n, today, learned, gain: today === 0 ? 0 : learned / today - 1 };
  });
  const today = rows[0]?.today ?? 0;
  return { rows, ceiling: mean(figures.ceiling), ceilingGain: mean(figures.ceiling) / today - 1, figures };
}

const started = performance.now();
const people = population(seededRandom(SEED));
const members = Array.from({ length: MEMBERS }, (_, m) => memberOf(people, m));
console.log(
  `bench:learning — ${MEMBERS} simulated members among ${POPULATION} people drawn like the demo's; ` +
    `${COARSE_TOP} candidates scored of ${POOL_TARGET} drawn, twice (to meet, to judge); ` +
    `load ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')}`,
);

// No answer: the deck's order is today's, exactly.
let same = 0;
for (const member of members) {
  const now = deckOrder(member, member.judged, rankingWeights(learnedWeights([]))).map((c) => c.person.id);
  const before = todaysOrder(member, member.judged);
  if (now.length === before.length && now.every((id, k) => id === before[k])) same++;
}
console.log(`no answer: ${same} of ${members.length} decks in today's order exactly`);
if (same !== members.length) process.exitCode = 1;

const main = run(members, MAIN);
console.log(
  `\nlearning/rule.ts (rate ${LEARNING_RATE}, ridge ${RIDGE}, bounds ${WEIGHT_BOUNDS.min}–${WEIGHT_BOUNDS.max}), taste e^(${MAIN.spread}·z), « high » = top decile, ` +
    `${percent(MAIN.noise)} of answers flipped; « j'aimerais la revoir » in ` +
    `${percent(main.figures.again / main.figures.answers)} of them`,
);
console.log('  answers   top 10 rated high: today   learned     gain');
for (const row of main.rows) {
  console.log(
    `  ${String(row.n).padStart(7)}   ${percent(row.today).padStart(22)}  ${percent(row.learned).padStart(8)}  ${signed(row.gain).padStart(8)}`,
  );
}
console.log(
  `  ceiling (the taste itself within bounds): ${percent(main.ceiling)}, ${signed(main.ceilingGain)}`,
);

console.log('\nvariants (one change each): gain after 5 / 10 / 20 answers; ceiling');
const only = process.env.BENCH_LEARNING_ONLY;
for (const variant of VARIANTS.filter((v) => !only || v.name.includes(only))) {
  const result = run(members, variant);
  const gains = result.rows
    .slice(1)
    .map((row) => signed(row.gain))
    .join(' / ');
  console.log(
    `  ${variant.name.padEnd(26)} today ${percent(result.rows[0]?.today ?? 0)}: ${gains}; ceiling ${signed(result.ceilingGain)}`,
  );
}
console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
