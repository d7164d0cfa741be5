import type { AffinityReply, MyPersonalityId } from '@lien/contract';
import { discoveryMessages } from '@lien/contract/texts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import { findRelation } from '../discovery/visibility/queries';
import { isGoneFor } from '../discovery/visibility/service';
import { normalizePersonalityId } from '../questionnaire/personality-id';
import * as q from './queries';
import { affinityBars, compatibilityOf, storedVector } from './scoring';

type Db = Kysely<Database>;

/**
 * The affinity comparison (PRODUCT §2.6): the member's own personality ID, and the six category figures
 * between them and whoever holds another ID, computed here from both stored answer vectors (the same
 * scoring as the deck), never by the client.
 */
export class AffinityService {
  constructor(private readonly db: Db) {}

  /**
   * The member's personality ID, or null before the questionnaire ('Pas encore de test effectué'),
   * and whether they share it.
   */
  async myPersonalityId(userId: number): Promise<MyPersonalityId> {
    const own = await q.findOwnId(this.db, userId);
    return { personalityId: own?.personality_id ?? null, shared: own?.id_shared ?? false };
  }

  /** Shares the member's ID, or stops; 400 before the questionnaire, when there is none to share. */
  async share(userId: number, shared: boolean): Promise<boolean> {
    if (!(await q.setIdShared(this.db, userId, shared))) {
      throw new HttpError(400, discoveryMessages.questionnaireRequired);
    }
    return shared;
  }

  /**
   * Compares the member with the holder of `partnerInput` (typed by hand: case, spaces, dashes and
   * look-alike letters do not matter). 400 without an own questionnaire or with one's own ID; 404,
   * all alike, for an ID nobody holds, one its holder does not share, and one across a report or a
   * block in either direction, so an ID never tells whether its holder exists.
   */
  async compare(userId: number, partnerInput: string): Promise<AffinityReply> {
    const own = await q.findOwnProfile(this.db, userId);
    if (!own) throw new HttpError(400, discoveryMessages.questionnaireRequired);
    const partnerId = normalizePersonalityId(partnerInput);
    if (partnerId === own.personality_id) throw new HttpError(400, discoveryMessages.personalityIdSelf);
    const partner = partnerId ? await q.findBySharedPersonalityId(this.db, partnerId) : undefined;
    if (!partner || isGoneFor(await findRelation(this.db, userId, partner.user_id))) {
      throw new HttpError(404, discoveryMessages.personalityIdUnknown);
    }
    const scores = compatibilityOf(storedVector(own), storedVector(partner));
    return { categories: affinityBars(scores), overall: scores?.overall ?? 0 };
  }
}
