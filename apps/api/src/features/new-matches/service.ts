import { chatMessages } from '@lien/contract/texts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import { chatBadgesOfOne } from '../chat/badges';
import type { LiveEvents } from '../realtime/service';
import * as q from './queries';

type Db = Kysely<Database>;

/**
 * Matches the member has not seen yet (issue 14): they count on the chat badge until the member opens
 * the conversation (ChatService.markRead) or closes the match's notice (`markSeen`).
 */
export class NewMatchesService {
  constructor(
    private readonly db: Db,
    private readonly live: LiveEvents,
  ) {}

  async count(userId: number): Promise<number> {
    return (await chatBadgesOfOne(this.db, userId)).newMatches;
  }

  /**
   * The member saw their match with `partnerId`; their badges (every tab) follow. Anyone but one's
   * own match answers the same "not found", whether the person exists, matched someone else or nobody.
   */
  async markSeen(userId: number, partnerId: number): Promise<void> {
    const { found, changed } = await q.markSeenWith(this.db, userId, partnerId);
    if (!found) throw new HttpError(404, chatMessages.matchNotFound);
    if (changed) this.live.countsChanged(userId);
  }
}
