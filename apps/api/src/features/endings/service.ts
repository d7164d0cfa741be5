import { endingMessages } from '@lien/contract';
import { chatMessages } from '@lien/contract/texts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { LiveEvents } from '../realtime/service';
import * as q from './queries';

type Db = Kysely<Database>;

/**
 * « Mettre fin à la conversation » (issue #27, PRODUCT « Mettre fin à la conversation »). Either member
 * of an open conversation may end it. From then on the one who ended it no longer sees it nor the other
 * person anywhere (their list and badges: chat's closedFor; pending matches, calls, the profile view and
 * « Vous vous êtes vus ? »: endings/between.ts; the deck, the likes and « Le choix du jour » never offer
 * a matched pair); the other reads it marked « Cette conversation est terminée », with no reason and no
 * word of who did it, cannot write in it, and sees it leave their list once they have opened it. Both
 * hear it live, so that an open list or thread follows at once.
 */
export class EndingsService {
  constructor(
    private readonly db: Db,
    private readonly live: LiveEvents,
  ) {}

  /**
   * Ends the conversation for the member: "not found" when it is not theirs or a report closed it (the
   * chat's answer), 409 when the other person ended it first, 410 when they left the product. Ending it
   * again is answered as the first time: a second tab, or a tap twice, changes nothing.
   */
  async end(userId: number, conversationId: number): Promise<void> {
    const place = await q.findPlace(this.db, userId, conversationId);
    if (!place || place.closed) throw new HttpError(404, chatMessages.conversationNotFound);
    if (place.ended_by === userId) return;
    if (place.ended_by !== null) throw new HttpError(409, endingMessages.alreadyEnded);
    if (place.partner_id === null) throw new HttpError(410, chatMessages.recipientGone);

    if (!(await q.insertEnding(this.db, conversationId, userId, place.partner_id))) {
      // Ended at the same moment, from another tab or by the other person.
      if ((await q.endedByOf(this.db, conversationId)) === userId) return;
      throw new HttpError(409, endingMessages.alreadyEnded);
    }
    const event = { type: 'ended', conversationID: conversationId } as const;
    this.live.notify(place.partner_id, event, { countsChanged: true });
    this.live.notify(userId, event, { countsChanged: true });
  }
}
