/**
 * How many shards each viewer's pool needed at their last deck, remembered by this instance (a hint,
 * never a rule): in a dense area the next deck ranks that many shards in one query, where it would
 * first rank the viewer's own shard to learn the area's density, then the rest (DeckService.candidates).
 * Bounded: past `capacity` viewers, the least recently seen is forgotten (and takes the two queries).
 */
export class PoolShardHints {
  readonly #shards = new Map<number, number>();

  constructor(private readonly capacity = 50_000) {}

  get(viewerId: number): number | undefined {
    return this.#shards.get(viewerId);
  }

  set(viewerId: number, shards: number): void {
    this.#shards.delete(viewerId);
    this.#shards.set(viewerId, shards);
    if (this.#shards.size > this.capacity) {
      const oldest = this.#shards.keys().next();
      if (!oldest.done) this.#shards.delete(oldest.value);
    }
  }
}
