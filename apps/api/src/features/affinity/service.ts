import { type AffinityReply, discoveryMessages } from '@lien/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import { normalizePersonalityId } from '../questionnaire/personality-id';
import { personalityId } from '../questionnaire/service';
import * as q from './queries';
import { affinityBars, compatibilityOf, storedVector } from './scoring';

type Db = Kysely<Database>;

/**
 * The affinity comparison (SPEC §2.6): the member's own personality ID, and the six category figures
 * between them and whoever holds another ID, computed here from both stored answer vectors (the same
 * scoring as the deck), never by the client.
 */
export class AffinityService {
  constructor(private readonly db: Db) {}

  /** The member's personality ID, or null before the questionnaire ('Pas encore de test effectué'). */
  myPersonalityId(userId: number): Promise<string | null> {
    return personalityId(this.db, userId);
  }

  /**
   * Compares the member with the holder of `partnerInput` (typed by hand: case, spaces, dashes and
   * look-alike letters do not matter). 400 without an own questionnaire or with one's own ID; 404 for
   * an ID nobody holds.
   */
  async compare(userId: number, partnerInput: string): Promise<AffinityReply> {
    const own = await q.findOwnProfile(this.db, userId);
    if (!own) throw new HttpError(400, discoveryMessages.questionnaireRequired);
    const partnerId = normalizePersonalityId(partnerInput);
    const partner = partnerId ? await q.findByPersonalityId(this.db, partnerId) : undefined;
    if (!partner) throw new HttpError(404, discoveryMessages.personalityIdUnknown);
    if (partner.user_id === userId) throw new HttpError(400, discoveryMessages.personalityIdSelf);
    const scores = compatibilityOf(storedVector(own), storedVector(partner));
    return { categories: affinityBars(scores), overall: scores?.overall ?? 0 };
  }
}
