import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * How many shards each viewer's pool needed at their last deck (a hint, never a rule), kept in
 * deck_pool_sizes (migration 0050) and read with the viewer's row: in a dense area the next deck, on
 * any instance and after a restart, ranks that many shards in one query, where it would first rank the
 * viewer's own shard to learn the area's density, then the rest (DeckService.candidates).
 */
export class PoolShardHints {
  /** `primary`: where the hints are written, also when the deck was read from a replica. */
  constructor(private readonly primary: Kysely<Database>) {}

  /**
   * Keeps `shards` as the viewer's hint. Never fails: a hint not written (the member deleted meanwhile,
   * the database busy) costs the next deck a second query, no error.
   */
  async remember(viewerId: number, shards: number): Promise<void> {
    await this.primary
      .insertInto('deck_pool_sizes')
      .values({ user_id: viewerId, shards })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ shards }))
      .execute()
      .catch(() => undefined);
  }
}
