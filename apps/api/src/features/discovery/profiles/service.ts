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
 * otherwise from the stored vectors. One query whatever the number of members (two without `known`):
 * the viewer's own gender, consent and interests (for « Pourquoi vous deux ? ») are read with the
 * members' cards, photos and interests.
 */
export async function loadProfiles(
  db: Db,
  viewer: ProfileViewer,
  ids: readonly number[],
  today: string,
  known?: ReadonlyMap<number, KnownScore>,
): Promise<SwipeProfile[]> {
  if (ids.length === 0) return [];
  const [cards, vectors] = await Promise.all([
    q.findCardRows(db, viewer.id, [viewer.id, ...ids]),
    known ? Promise.resolve([]) : q.findVectors(db, ids),
  ]);
  const cardById = new Map(cards.map((card) => [card.id, card]));
  const interestsOf = (id: number) => cardById.get(id)?.interests ?? [];
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
    profiles.push(presentProfile(card, card.photos, names, score, reasons, viewer, today));
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
