import type { LikeCard } from '@lien/contract';
import { todayInParis } from '@lien/contract/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { presentLikeCard } from './presenter';
import * as q from './queries';

type Db = Kysely<Database>;

/** The likes screen (PRODUCT §2.5): likes received and sent, and the badge's count of new ones. */
export class LikesService {
  constructor(private readonly db: Db) {}

  /** Likes received and not answered, super likes first; opening them marks them seen (the badge). */
  async received(viewerId: number): Promise<LikeCard[]> {
    const today = todayInParis();
    return (await q.listReceivedMarkingSeen(this.db, viewerId)).map((row) => presentLikeCard(row, today));
  }

  async sent(viewerId: number): Promise<LikeCard[]> {
    const today = todayInParis();
    return (await q.listSent(this.db, viewerId)).map((row) => presentLikeCard(row, today));
  }

  /** Likes received since the viewer last opened the received tab. */
  newCount(viewerId: number): Promise<number> {
    return q.countNewReceived(this.db, viewerId);
  }
}
