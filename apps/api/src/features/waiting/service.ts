import type { WaitingReply } from '@lien/contract';
import { todayInParis, WAITING_SCREEN_FROM } from '@lien/contract/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { photoUrl } from '../photos/service';
import * as q from './queries';

type Db = Kysely<Database>;

/**
 * « Quelques personnes attendent votre réponse » (issue #27, PRODUCT « Quelques personnes attendent
 * votre réponse »): when WAITING_SCREEN_FROM or more open conversations wait on the member's answer,
 * the deck shows them first, until the member passes the screen for the Paris day. The pass is kept on
 * the account (every device, never the next member of a shared one) and only the day is compared, so
 * the screen comes back the next day by itself.
 */
export class WaitingService {
  constructor(
    private readonly db: Db,
    /** The Paris day (YYYY-MM-DD) now: moved in tests. */
    private readonly today: () => string = () => todayInParis(),
  ) {}

  async of(memberId: number): Promise<WaitingReply> {
    const [rows, passed] = await Promise.all([
      q.listWaiting(this.db, memberId),
      q.passedOn(this.db, memberId),
    ]);
    return {
      show: rows.length >= WAITING_SCREEN_FROM && passed !== this.today(),
      people: rows.map((row) => ({
        conversationID: row.conversation_id,
        partner: {
          id: row.partner_id,
          firstName: row.first_name,
          photoUrl: row.thumb_key ? photoUrl(row.thumb_key) : null,
          gender: row.gender,
        },
        wroteAt: row.wrote_at.toISOString(),
      })),
    };
  }

  /** « Passer pour aujourd’hui »: passing twice the same day changes nothing. */
  async pass(memberId: number): Promise<void> {
    await q.storePass(this.db, memberId, this.today());
  }
}
