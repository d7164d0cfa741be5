import type { SwipeProfile } from '@lien/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { compatibilityOf, storedVector } from '../../affinity/scoring';
import type { Compatibility } from '../../questionnaire/compatibility';
import { type PairReasons, pairReasons, type ReasonsMember } from '../../questionnaire/reasons';
import { type CardRow, type Place, presentProfile } from './presenter';
import * as q from './queries';

type Db = Kysely<Database>;

/** The member looking: who they are, where, and their answers (null before the questionnaire). */
export interface ProfileViewer extends Place {
  id: number;
  vector: Float32Array | null;
}

function groupBy<T extends { user_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.user_id);
    if (group) group.push(row);
    else groups.set(row.user_id, [row]);
  }
  return groups;
}

/** What the deck already computed of a member: the figures and their answer vector. */
export interface KnownScore {
  scores: Compatibility | null;
  vector: Float32Array | null;
}

/** A member as « Pourquoi vous deux ? » needs them: answers, gender, consent, interests. */
function reasonsMember(card: CardRow, vector: Float32Array | null, interests: string[]): ReasonsMember {
  return { vector, gender: card.gender, sharesSensitive: card.shares_sensitive, interests };
}

const NO_REASONS: PairReasons = { agreements: [], toTalkAbout: null, sharedInterests: [] };

/**
 * Full profiles of some members as the viewer sees them, in the order of `ids` (members gone since
 * are left out). Compatibility comes from `known` when the caller already computed it (the deck),
 * otherwise from the stored vectors. Four queries whatever the number of members: the viewer's own
 * gender, consent and interests (for « Pourquoi vous deux ? ») are read with the members'.
 */
export async function loadProfiles(
  db: Db,
  viewer: ProfileViewer,
  ids: readonly number[],
  today: string,
  known?: ReadonlyMap<number, KnownScore>,
): Promise<SwipeProfile[]> {
  if (ids.length === 0) return [];
  const withViewer = [viewer.id, ...ids];
  const [cards, photos, interests, vectors] = await Promise.all([
    q.findCardRows(db, viewer.id, withViewer),
    q.findPhotos(db, ids),
    q.findInterests(db, withViewer),
    known ? Promise.resolve([]) : q.findVectors(db, ids),
  ]);
  const cardById = new Map(cards.map((card) => [card.id, card]));
  const photosOf = groupBy(photos);
  const interestsById = groupBy(interests);
  const interestsOf = (id: number) => (interestsById.get(id) ?? []).map((row) => row.interest);
  const storedVectors = new Map(vectors.map((row) => [row.user_id, storedVector(row)]));
  const vectorOf = (id: number) => (known ? known.get(id)?.vector : storedVectors.get(id)) ?? null;
  const viewerCard = cardById.get(viewer.id);
  const asViewer = viewerCard && reasonsMember(viewerCard, viewer.vector, interestsOf(viewer.id));
  const profiles: SwipeProfile[] = [];
  for (const id of ids) {
    const card = cardById.get(id);
    if (!card) continue;
    const vector = vectorOf(id);
    const score = known ? (known.get(id)?.scores ?? null) : compatibilityOf(viewer.vector, vector);
    const names = interestsOf(id);
    const reasons = asViewer ? pairReasons(asViewer, reasonsMember(card, vector, names)) : NO_REASONS;
    profiles.push(presentProfile(card, photosOf.get(id) ?? [], names, score, reasons, viewer, today));
  }
  return profiles;
}

/**
 * One member's full profile as another sees it (the deck's shape), with no visibility rule of its own:
 * for callers that already know the viewer may see them (the profile view, a match's announcement).
 * Undefined when either account is gone.
 */
export async function profileSeenBy(
  db: Db,
  viewerId: number,
  memberId: number,
  today: string,
): Promise<SwipeProfile | undefined> {
  const [place, vectors] = await Promise.all([
    q.findViewerPlace(db, viewerId),
    q.findVectors(db, [viewerId]),
  ]);
  if (!place) return undefined;
  const own = vectors[0];
  const viewer = { id: viewerId, ...place, vector: own ? storedVector(own) : null };
  const [profile] = await loadProfiles(db, viewer, [memberId], today);
  return profile;
}
