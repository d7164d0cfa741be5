import type { DeckWidening, SwipeProfile } from '@lien/contract';
import { type DeckCriterion, outsideLabels, todayInParis, widenedDistanceKm } from '@lien/contract/rules';
import { discoveryMessages } from '@lien/contract/texts';
import { type Kysely, sql } from 'kysely';
import { keptPlanRows } from '../../../db/kept-plans';
import type { Database } from '../../../db/schema';
import { HttpError } from '../../../http-error';
import { compatibilityOf, storedVector } from '../../affinity/scoring';
import { learningAnswersColumn } from '../../learning/queries';
import { learnedWeights, rankingWeights } from '../../learning/rule';
import { preferencesOfRow } from '../../preferences/service';
import { type Compatibility, weightedOverallCompatibility } from '../../questionnaire/compatibility';
import { factsOfColumns } from '../../questionnaire/fact-columns';
import { loadProfiles } from '../profiles/service';
import { type DeckViewer, maxDistanceKm } from './filters';
import { cellsWithin, NO_DISTANCE_LIMIT } from './geo';
import { PoolShardHints } from './pool-hints';
import * as q from './queries';
import { wideningOf } from './widening';

type Db = Kysely<Database>;

/*
 * How the deck is built (GET /api/swipe_profiles), and what it costs.
 *
 * 1. Filter in SQL, on deck_members (the read model of migration 0005: one row per onboarded member
 *    with every filter column and a 32-dimension "embedding" of their answers, deck/embedding.ts),
 *    through an index-only scan: genders, both age ranges, the radius, the questionnaire filters, the
 *    anti-joins on swipes and reports (filters.ts).
 * 2. Sample in dense areas. Members are spread over 64 fixed shards (a hash of their id). The first
 *    query looks at one shard, starting from the viewer's own so that viewers start in different
 *    places and no shard gets all the attention. If its candidates, times 64, stay under twice
 *    POOL_TARGET, the area is not dense: the second query takes every other shard, and the ranking
 *    below is over all candidates. Otherwise the second query takes just enough further shards for
 *    about POOL_TARGET candidates: the ranking is then over a uniform random sample of that size,
 *    and as the viewer swipes, swiped people leave and the next ones come in. Work is bounded by
 *    the sample, not by the city: Paris at a million members costs what a small town costs. How many
 *    shards each viewer's pool took is kept (PoolShardHints, deck_pool_sizes): their next deck, on
 *    any instance, ranks that many in its first query, and needs a second only when those no longer
 *    hold enough.
 * 3. Rank the pool coarsely in SQL by the taxicab distance of the embeddings, read from the same index
 *    entries (the distance tracks 100 − compatibility); keep the COARSE_TOP best of the whole pool
 *    (a second query merges the first's best into its own) and read only those members' answer
 *    vectors and last activity, in the pool's last query itself (queries.scoredRankingQuery): on a cold
 *    cache, a first deck in Paris at a million members spends about a third of its time reading a
 *    hundred members' vectors, at random places, and a round trip of its own cost more (issue #28).
 * 4. Score those exactly in Node with compatibility() (2–5 µs each), order by the overall figure as
 *    shown (whole percent), then the most recently active, then id, and present the page. A viewer
 *    with learned weights (features/learning, from their « Vous vous êtes vus ? » answers) is ordered
 *    by their weighted figure instead (weightedOverallCompatibility, unrounded: rounded to whole percent,
 *    then by activity, it gained 13.5 % after ten answers instead of 14.2 %, bench/README.md
 *    « bench:learning »); the card still shows the plain figure. A viewer without (no answer, or a reset) takes the plain path itself, so
 *    their order is today's exactly. The coarse step (3) stays unweighted: the weights reorder the
 *    COARSE_TOP best by embedding, they do not reach beyond them.
 * 5. When the area holds fewer candidates than the page needs, one more query ranks the people slightly
 *    beyond the viewer's preferences (deck-widening.ts; queries.widenedRankingQuery, over a sample of
 *    at most POOL_TARGET): they are scored with the others in the same read, ranked after all of them,
 *    and marked with what they are outside of. A deck with enough candidates never runs it.
 *
 * Error, measured on generated answers (uniform and clustered): within a pool of 1 000, scoring the
 * coarse top 100 gives a first page 0.7 point (uniform) or 0.03 point (clustered) of compatibility
 * below the pool's exact best ten (embedding.ts). Sampling costs more: among 24 000 candidates, the ten
 * best of a 1 000 sample average about 4 points below the ten best of all (a 2 000 sample would gain
 * 1 point for twice the work). Someone very compatible in a dense city may wait until the viewer has
 * swiped through a sample or two.
 */

/** Candidates ranked per dense area: enough for a good top, small enough for a bounded query. */
export const POOL_TARGET = 1000;
/** Shards of deck_members (migration 0005: hashint4(id) & 63). */
export const SHARDS = 64;
/** The most members GET /api/deck_widening counts over (its counts then read « au moins »). */
export const WIDENING_SAMPLE = 10_000;
/** How many coarse-ranked candidates per query are scored exactly. */
export const COARSE_TOP = 100;

/** A candidate scored for the viewer. */
export interface Scored {
  id: number;
  /** The plain compatibility: the card's figures. */
  scores: Compatibility | null;
  /** Kept for « Pourquoi vous deux ? » on the page's cards. */
  vector: Float32Array | null;
  /**
   * What the deck orders by: the overall figure as shown (whole percent), or with learned weights the
   * viewer's weighted figure (unrounded); -1 without a score.
   */
  rankFigure: number;
  lastActive: number;
}

/** Orders the deck: the rank figure, then the most recently active, then id (stable). */
export function compareScored(a: Scored, b: Scored): number {
  return b.rankFigure - a.rankFigure || b.lastActive - a.lastActive || a.id - b.id;
}

/**
 * Scores one candidate for the viewer (step 4 above): the plain compatibility for the card and, as the
 * rank figure, its overall figure or, when the viewer has learned weights (rankingWeights, null
 * without), their weighted figure.
 */
export function scoreCandidate(
  viewerVector: Float32Array | null,
  weights: Float64Array | null,
  row: q.ScoringRow,
): Scored {
  const candidate = storedVector(row);
  const scores = compatibilityOf(viewerVector, candidate);
  const lastActive = row.last_active_at.getTime();
  const rankFigure =
    scores === null
      ? -1
      : weights === null || viewerVector === null || candidate === null
        ? scores.overall
        : weightedOverallCompatibility(viewerVector, candidate, weights);
  return { id: row.user_id, scores, vector: candidate, rankFigure, lastActive };
}

/** Whether a ranked candidate came with its scoring row (its query was the pool's last, it is still there). */
function isScoringRow<Row extends { user_id: number } & q.ScoringColumns>(
  row: Row,
): row is Row & q.ScoringRow {
  return row.vector !== null && row.vector_layout !== null && row.last_active_at !== null;
}

/** The coarse order of rankingQuery: nearest embedding first, none last, then id. */
export function compareCoarse(a: q.RankedCandidate, b: q.RankedCandidate): number {
  if (a.coarse === null || b.coarse === null) {
    if (a.coarse !== b.coarse) return a.coarse === null ? 1 : -1;
  } else if (a.coarse !== b.coarse) return a.coarse - b.coarse;
  return a.user_id - b.user_id;
}

/**
 * How many shards a pool takes where each holds `perShard` candidates (step 2 above): every shard when
 * all of them hold under twice POOL_TARGET, else just enough for about POOL_TARGET.
 */
export function poolShards(perShard: number, target = POOL_TARGET): number {
  if (perShard * SHARDS < 2 * target) return SHARDS;
  return Math.min(SHARDS, Math.ceil(target / perShard));
}

/**
 * The counts of the viewer's own shard for which poolShards answers `shards` (it falls as the count
 * grows, so they are a range): the condition under which a query over that many shards is the pool.
 */
export function ownCountsFor(shards: number, target = POOL_TARGET): q.OwnShardCounts {
  // The least count for which `holds` is true; the int4 range's end when none is.
  const least = (holds: (count: number) => boolean): number => {
    let low = 0;
    let high = 2 ** 31 - 1;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      if (holds(middle)) high = middle;
      else low = middle + 1;
    }
    return low;
  };
  const min = least((count) => poolShards(count, target) <= shards);
  const max = least((count) => poolShards(count, target) < shards) - 1;
  return { min, max };
}

/** The shards a query covers: `count` of them, from `first` on, wrapping around. */
export function shardRun(first: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => (first + i) % SHARDS);
}

/** A widened candidate's card, marked with the preferences it is outside of; others unchanged. */
function markOutside(
  profile: SwipeProfile,
  criteria: DeckCriterion[] | undefined,
  viewer: DeckViewer,
): SwipeProfile {
  if (!criteria || criteria.length === 0) return profile;
  const { maxDistance, ageRange } = viewer.preferences;
  const labels = outsideLabels({
    criteria,
    distance: profile.distance,
    age: profile.age,
    maxDistance,
    ageRange,
  });
  return { ...profile, outsidePreferences: { criteria, labels } };
}

/** The viewer as the deck needs them, with their answer vector, from their row (q.viewerRowQuery). */
export function deckViewerOf(row: q.ViewerRow) {
  const viewer: DeckViewer = {
    id: row.user_id,
    gender: row.gender,
    seeking: row.seeking,
    birthDate: row.birth_date,
    latitude: row.latitude,
    longitude: row.longitude,
    shard: row.shard,
    facts: factsOfColumns(row),
    preferences: preferencesOfRow(row),
  };
  return { viewer, vector: storedVector(row) };
}

/** The viewer as the deck needs them (deckViewerOf); null until they finish onboarding. */
export async function findDeckViewer(db: Db, userId: number) {
  const row = await q.findViewerRow(db, userId);
  return row ? deckViewerOf(row) : null;
}

export interface DeckOptions {
  /** The most members the empty deck's offers count over (WIDENING_SAMPLE; tests lower it). */
  wideningSample?: number;
  /** The candidates a dense area's pool aims at (POOL_TARGET; tests lower it). */
  poolTarget?: number;
  /** Told each page's build time in seconds (the routes' deck: /metrics). */
  deckBuilt?: (seconds: number) => void;
  /** Where the pools' sizes are kept: on the primary, also for the services reading a replica. */
  hints?: PoolShardHints;
}

/** The swipe deck (PRODUCT §2.5): other members the viewer may like, most compatible first. */
export class DeckService {
  private readonly wideningSample: number;
  private readonly poolTarget: number;
  private readonly deckBuilt: DeckOptions['deckBuilt'];
  private readonly hints: PoolShardHints;

  constructor(
    private readonly db: Db,
    options: DeckOptions = {},
  ) {
    this.wideningSample = options.wideningSample ?? WIDENING_SAMPLE;
    this.poolTarget = options.poolTarget ?? POOL_TARGET;
    this.deckBuilt = options.deckBuilt;
    this.hints = options.hints ?? new PoolShardHints(db);
  }

  /**
   * Candidates ranked coarsely over the shards the viewer's own shard's density asks for (poolShards),
   * from theirs on: the first query ranks as many as their last pool took (`hinted`, PoolShardHints;
   * one, their own, at first); when its own-shard count asks for more, a second ranks the rest with the
   * first's best carried (fewer, rarely: the pool again over its shards). The page is thus the one a
   * deck without the hint would show. The best `top` of the pool come with their scoring rows, read by
   * the pool's last query. `remembered`: the new hint being written, when the size changed.
   */
  private async candidates(
    viewer: DeckViewer,
    today: string,
    top: number,
    hinted: number,
  ): Promise<{ ranked: q.ScoredCandidate[]; remembered?: Promise<void> }> {
    const { maxDistance } = viewer.preferences;
    const cells =
      maxDistance >= NO_DISTANCE_LIMIT ? null : cellsWithin(viewer.latitude, viewer.longitude, maxDistance);
    const rank = (shards: number[], options?: Parameters<typeof q.rankScoredCandidates>[5]) =>
      q.rankScoredCandidates(this.db, viewer, today, { shards, cells }, top, options);
    const first = await rank(shardRun(viewer.shard, hinted), {
      lastWhen: ownCountsFor(hinted, this.poolTarget),
    });
    const wanted = poolShards(first[0]?.own ?? 0, this.poolTarget);
    if (wanted === hinted) return { ranked: first };
    const remembered = this.hints.remember(viewer.id, wanted);
    if (wanted < hinted) return { ranked: await rank(shardRun(viewer.shard, wanted)), remembered };
    const carried = { ids: first.map((row) => row.user_id), coarse: first.map((row) => row.coarse) };
    return { ranked: await rank(shardRun(viewer.shard + hinted, wanted - hinted), { carried }), remembered };
  }

  /**
   * The in-preference pool exhausted (fewer candidates than the page needs), the candidates beyond the
   * viewer's preferences (deck-widening.ts): one more query.
   */
  private widened(viewer: DeckViewer, today: string, top: number): Promise<q.WidenedCandidate[]> {
    const maxDistance = maxDistanceKm(viewer);
    const reach = maxDistance === null ? null : widenedDistanceKm(maxDistance);
    const cells = reach === null ? null : cellsWithin(viewer.latitude, viewer.longitude, reach);
    const shardRuns = [shardRun(viewer.shard, SHARDS - viewer.shard), shardRun(0, viewer.shard)];
    return q.rankWidened(this.db, viewer, today, { shardRuns, cells, size: POOL_TARGET }, top);
  }

  /**
   * A page of the deck; the client asks offset 0 each time, swiped people having left it. Everyone
   * within the viewer's preferences first, then, once they are all shown, people slightly beyond
   * (marked with what they are outside of), each group in the order of compareScored.
   */
  async deck(userId: number, offset: number, limit: number): Promise<SwipeProfile[]> {
    if (!this.deckBuilt) return this.#deck(userId, offset, limit);
    const started = performance.now();
    const page = await this.#deck(userId, offset, limit);
    this.deckBuilt((performance.now() - started) / 1000);
    return page;
  }

  async #deck(userId: number, offset: number, limit: number): Promise<SwipeProfile[]> {
    const today = todayInParis();
    // In one round trip: the viewer, what their answers taught (features/learning), their pool's size.
    const [row] = await keptPlanRows(
      this.db,
      q
        .viewerRowQuery(this.db, userId)
        .leftJoin('deck_pool_sizes as h', 'h.user_id', 'd.user_id')
        .select([learningAnswersColumn(sql.ref<number>('d.user_id')).as('learning'), 'h.shards as hinted']),
    );
    if (!row) throw new HttpError(403, discoveryMessages.onboardingRequired);
    const { viewer, vector } = deckViewerOf(row);
    const weights = rankingWeights(learnedWeights(row.learning));
    const wanted = offset + limit;
    const top = Math.max(COARSE_TOP, wanted);
    const { ranked, remembered } = await this.candidates(viewer, today, top, row.hinted ?? 1);
    const widened =
      ranked.length < wanted
        ? await this.widened(viewer, today, Math.max(COARSE_TOP, wanted - ranked.length))
        : [];
    // The candidates came with their scoring rows, read by the same round trips.
    const rows = [...ranked, ...widened].flatMap((row) => (isScoringRow(row) ? [row] : []));
    const scored = new Map(rows.map((row) => [row.user_id, scoreCandidate(vector, weights, row)]));
    const inOrder = (ids: number[]) => ids.flatMap((id) => scored.get(id) ?? []).sort(compareScored);
    const page = [
      ...inOrder(ranked.map((row) => row.user_id)),
      ...inOrder(widened.map((row) => row.user_id)),
    ].slice(offset, offset + limit);
    const [profiles] = await Promise.all([
      loadProfiles(
        this.db,
        { id: viewer.id, latitude: viewer.latitude, longitude: viewer.longitude, vector },
        page.map((entry) => entry.id),
        today,
        new Map(page.map((entry) => [entry.id, entry])),
      ),
      remembered,
    ]);
    const outside = new Map(widened.map((row) => [row.user_id, q.missedCriteria(row)]));
    return profiles.map((profile) => markOutside(profile, outside.get(profile.id), viewer));
  }

  /** What would widen the viewer's deck once it is empty (GET /api/deck_widening). */
  async widening(userId: number): Promise<DeckWidening> {
    const found = await findDeckViewer(this.db, userId);
    if (!found) throw new HttpError(403, discoveryMessages.onboardingRequired);
    const { viewer } = found;
    const shardRuns = [shardRun(viewer.shard, SHARDS - viewer.shard), shardRun(0, viewer.shard)];
    return wideningOf(this.db, viewer, todayInParis(), { shardRuns, size: this.wideningSample });
  }

  /** Whether `candidateId` may be in the viewer's deck right now, within their preferences or slightly beyond. */
  isInDeck(viewerId: number, candidateId: number): Promise<boolean> {
    return q.admits(this.db, viewerId, candidateId, todayInParis());
  }
}
