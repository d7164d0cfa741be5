import type { DeckWidening } from '@lien/contract';
import { NAMEABLE_CRITERIA, type NameableCriterion, suggestedDistanceKm } from '@lien/contract/rules';
import { deckWideningMessages as m } from '@lien/contract/texts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { type DeckViewer, maxDistanceKm } from './filters';
import { cellsWithin, NO_DISTANCE_LIMIT } from './geo';
import { findWidening, type WideningRow, type WideningSample } from './queries';

type Db = Kysely<Database>;

/** Beyond this, a distance suggestion is "no limit" (the slider's 101): the search looks no further. */
const FARTHEST_LIMIT_KM = NO_DISTANCE_LIMIT - 1;

/**
 * The larger maxDistance that brings the nearest member the deck could show beyond the viewer's
 * distance: a round 10 km (deck-widening.ts's suggestedDistanceKm), or no limit when they are further
 * than the slider goes. Null without a limit already, or with nobody beyond.
 */
function distanceSuggestion(viewer: DeckViewer, row: WideningRow): DeckWidening['distance'] {
  const current = maxDistanceKm(viewer);
  if (current === null) return null;
  let suggested: number | null = null;
  if (row.nearest_km !== null) suggested = suggestedDistanceKm(row.nearest_km);
  else if (row.beyond) suggested = NO_DISTANCE_LIMIT;
  if (suggested === null) return null;
  return { current, suggested, label: m.widenDistance(suggested) };
}

/**
 * The preference leaving out the most people within the distance; the first in NAMEABLE_CRITERIA order
 * on a tie. Over a cut sample, the count is a lower bound and the sentence says « au moins ».
 */
function strictestPreference(row: WideningRow, sampleSize: number): DeckWidening['strictest'] {
  let strictest: { criterion: NameableCriterion; excluded: number } | null = null;
  for (const criterion of NAMEABLE_CRITERIA) {
    const excluded = row[`missed_${criterion}`];
    if (excluded > (strictest?.excluded ?? 0)) strictest = { criterion, excluded };
  }
  if (!strictest) return null;
  const name = m.criterionNames[strictest.criterion];
  const cut = row.sampled >= sampleSize;
  const label = cut ? m.strictestAtLeast(name, strictest.excluded) : m.strictest(name, strictest.excluded);
  return { ...strictest, label };
}

/**
 * What would widen the viewer's deck (GET /api/deck_widening), in one query (queries.wideningQuery)
 * over the members the hard rules allow and the viewer has not swiped: a larger distance in one tap,
 * and the preference that leaves out the most of them within the current distance. Asked by the empty
 * deck only; it counts over a sample of at most `sample.size` members, so that a viewer without a
 * distance limit does not count the whole country.
 */
export async function wideningOf(
  db: Db,
  viewer: DeckViewer,
  today: string,
  sample: WideningSample,
): Promise<DeckWidening> {
  const cells =
    maxDistanceKm(viewer) === null ? null : cellsWithin(viewer.latitude, viewer.longitude, FARTHEST_LIMIT_KM);
  const row = await findWidening(db, viewer, today, cells, FARTHEST_LIMIT_KM, sample);
  return { distance: distanceSuggestion(viewer, row), strictest: strictestPreference(row, sample.size) };
}
