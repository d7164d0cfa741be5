import { cellOf, cellsWithin, NO_DISTANCE_LIMIT } from '../../discovery/deck/geo';
import { SHARDS } from '../../discovery/deck/service';
import type { MemberStore } from './members';

/*
 * The region's members by grid cell (deck/geo.ts's 0.5° × 0.75° cells) and orientation (gender and
 * sought gender), each bucket ordered by shard then index, so that a viewer's pool is a few runs of
 * buckets: the cells within their radius, the members of the gender they seek who seek theirs, and,
 * in a dense area, only some shards (as the deck samples, spatial-index's `pool`).
 */

interface Bucket {
  /** Member indexes, by shard then index. */
  members: Int32Array;
  /** shardStart[s] … shardStart[s + 1]: the members of shard s. */
  shardStart: Int32Array;
}

/** A run of a bucket: members[from … to). */
export interface Run {
  members: Int32Array;
  from: number;
  to: number;
}

const orientation = (male: number, seeksMale: number) => male * 2 + seeksMale;
const key = (cell: number, kind: number) => cell * 4 + kind;

export class SpatialIndex {
  private readonly buckets = new Map<number, Bucket>();
  private readonly cellOfMember: Int32Array;
  /** Every cell holding a member: the area of a viewer with no distance limit. */
  readonly cells: number[];
  /** The buckets of a viewer's area, by city and radius: members of one town share them. */
  private readonly areas = new Map<string, Bucket[]>();

  constructor(private readonly members: MemberStore) {
    const { count } = members;
    this.cellOfMember = new Int32Array(count);
    const grouped = new Map<number, number[]>();
    for (let i = 0; i < count; i++) {
      const cell = cellOf(members.latitude[i] as number, members.longitude[i] as number);
      this.cellOfMember[i] = cell;
      const k = key(cell, orientation(members.male[i] as number, members.seeksMale[i] as number));
      const list = grouped.get(k);
      if (list) list.push(i);
      else grouped.set(k, [i]);
    }
    for (const [k, list] of grouped) {
      list.sort((a, b) => (members.shard[a] as number) - (members.shard[b] as number) || a - b);
      const shardStart = new Int32Array(SHARDS + 1);
      for (const i of list) {
        const next = (members.shard[i] as number) + 1;
        shardStart[next] = (shardStart[next] as number) + 1;
      }
      for (let s = 0; s < SHARDS; s++)
        shardStart[s + 1] = (shardStart[s + 1] as number) + (shardStart[s] as number);
      this.buckets.set(k, { members: Int32Array.from(list), shardStart });
    }
    this.cells = [...new Set(this.cellOfMember)].sort((a, b) => a - b);
  }

  /** The buckets of members `v` may be offered by gender, in the cells of v's radius. */
  private bucketsFor(v: number): Bucket[] {
    const { members } = this;
    const reach = members.maxDistance[v] as number;
    const area = `${members.latitude[v]},${members.longitude[v]},${reach},${members.male[v]},${members.seeksMale[v]}`;
    const known = this.areas.get(area);
    if (known) return known;
    const cells =
      reach >= NO_DISTANCE_LIMIT
        ? this.cells
        : cellsWithin(members.latitude[v] as number, members.longitude[v] as number, reach);
    const kind = orientation(members.seeksMale[v] as number, members.male[v] as number);
    const buckets = cells.flatMap((cell) => this.buckets.get(key(cell, kind)) ?? []);
    this.areas.set(area, buckets);
    return buckets;
  }

  /**
   * The runs of v's pool: everyone in reach of the right orientation when they are fewer than twice
   * `target`; otherwise about `target` of them, the members of the shards from v's own on (wrapping),
   * as the deck samples a dense area (a uniform sample: shards are a hash of the id).
   */
  pool(v: number, target: number): Run[] {
    const buckets = this.bucketsFor(v);
    let total = 0;
    for (const bucket of buckets) total += bucket.members.length;
    const shards = total < 2 * target ? SHARDS : Math.max(1, Math.ceil((SHARDS * target) / total));
    const first = this.members.shard[v] as number;
    const last = first + shards;
    const runs: Run[] = [];
    for (const bucket of buckets) {
      const { members, shardStart } = bucket;
      if (shards >= SHARDS) {
        runs.push({ members, from: 0, to: members.length });
        continue;
      }
      const end = Math.min(last, SHARDS);
      runs.push({ members, from: shardStart[first] as number, to: shardStart[end] as number });
      if (last > SHARDS) runs.push({ members, from: 0, to: shardStart[last - SHARDS] as number });
    }
    return runs;
  }
}
