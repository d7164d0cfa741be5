import type { FactPreferences } from '@lien/contract';
import {
  ageOn,
  FACT_CRITERIA,
  FACT_RULES,
  type FactRow,
  type FactRule,
  factRow,
  type Gender,
  type QuestionnaireFacts,
} from '@lien/contract/rules';
import { deckEmbedding, EMBEDDING_DIMENSIONS } from '../../discovery/deck/embedding';

/*
 * A region's members for one day, as the matching reads them: one slot per member (index 0…count−1,
 * ids ascending), columns in typed arrays so that a million members cost a few hundred megabytes and no
 * object each. Both the database loader (load.ts) and the benchmark's generated population fill it
 * through the same `add`, so the bench measures the code that runs.
 */

/** One member as loaded: what the deck's filters need both ways, and their answers. */
export interface MemberInput {
  id: number;
  gender: Gender;
  seeking: Gender;
  birthDate: string;
  /** Their own age range. */
  ageRange: readonly [number, number];
  latitude: number;
  longitude: number;
  /** km; 101 (NO_DISTANCE_LIMIT) is none. */
  maxDistance: number;
  /** Their deck_members shard (hash of the id): where their sampling of a dense area starts. */
  shard: number;
  /** Mode incognito: nobody is offered them (they liked nobody who would be: a like is a swipe). */
  incognito: boolean;
  facts: QuestionnaireFacts;
  preferences: FactPreferences;
  /** The answer vector (current layout); null when stale: they can then be nobody's candidate. */
  vector: Float32Array | null;
  /**
   * Their learned weights (features/learning: rankingWeights), by which they rank their own
   * candidates; null or absent: the plain compatibility, as every member without answers.
   */
  weights?: Float64Array | null;
}

/** The region's members for one day (see above). */
export class MemberStore {
  count = 0;
  readonly ids: Int32Array;
  /** 1 for 'male'. */
  readonly male: Uint8Array;
  readonly seeksMale: Uint8Array;
  /** Age on the day; their age range. */
  readonly age: Uint8Array;
  readonly ageMin: Uint8Array;
  readonly ageMax: Uint8Array;
  readonly latitude: Float64Array;
  readonly longitude: Float64Array;
  readonly maxDistance: Uint8Array;
  readonly shard: Uint8Array;
  readonly incognito: Uint8Array;
  /** Their facts as a candidate, and the questionnaire filters they apply (only those that filter). */
  readonly facts: FactRow[] = [];
  readonly rules: (readonly FactRule[])[] = [];
  readonly vectors: (Float32Array | null)[] = [];
  /** Each member's learned weights, null for the many without (MemberInput.weights). */
  readonly weights: (Float64Array | null)[] = [];
  /** EMBEDDING_DIMENSIONS coordinates per member (deck/embedding.ts), zeros without a vector. */
  readonly embeddings: Float32Array;
  /** Pairs that must never be offered (a swipe, a report or a block, either way): lowIndex × count + high. */
  readonly excluded = new Set<number>();
  private readonly shared = new Map<string, FactRow | readonly FactRule[]>();

  constructor(
    readonly capacity: number,
    /** The Paris day (YYYY-MM-DD) ages are counted on. */
    readonly day: string,
  ) {
    this.ids = new Int32Array(capacity);
    this.male = new Uint8Array(capacity);
    this.seeksMale = new Uint8Array(capacity);
    this.age = new Uint8Array(capacity);
    this.ageMin = new Uint8Array(capacity);
    this.ageMax = new Uint8Array(capacity);
    this.latitude = new Float64Array(capacity);
    this.longitude = new Float64Array(capacity);
    this.maxDistance = new Uint8Array(capacity);
    this.shard = new Uint8Array(capacity);
    this.incognito = new Uint8Array(capacity);
    this.embeddings = new Float32Array(capacity * EMBEDDING_DIMENSIONS);
  }

  /** Appends a member; ids must come in ascending order (the tie-break is by index). */
  add(member: MemberInput): void {
    const i = this.count;
    if (i >= this.capacity) throw new Error('daily pick: more members than the store was made for');
    if (i > 0 && member.id <= (this.ids[i - 1] as number)) throw new Error('daily pick: ids out of order');
    this.ids[i] = member.id;
    this.male[i] = member.gender === 'male' ? 1 : 0;
    this.seeksMale[i] = member.seeking === 'male' ? 1 : 0;
    this.age[i] = ageOn(member.birthDate, this.day) ?? 0;
    this.ageMin[i] = member.ageRange[0];
    this.ageMax[i] = member.ageRange[1];
    this.latitude[i] = member.latitude;
    this.longitude[i] = member.longitude;
    this.maxDistance[i] = member.maxDistance;
    this.shard[i] = member.shard;
    this.incognito[i] = member.incognito ? 1 : 0;
    const row = factRow(member.facts);
    this.facts.push(this.once(`f${JSON.stringify(row)}`, row));
    const rules = FACT_CRITERIA.map((criterion) =>
      FACT_RULES[criterion](member.facts, member.preferences),
    ).filter((rule) => rule.tests.length > 0);
    this.rules.push(this.once(`r${JSON.stringify(rules)}`, rules));
    this.vectors.push(member.vector);
    this.weights.push(member.weights ?? null);
    if (member.vector) this.embeddings.set(deckEmbedding(member.vector), i * EMBEDDING_DIMENSIONS);
    this.count = i + 1;
  }

  /** The same object for equal values: members share a few thousand distinct facts and filters. */
  private once<T extends FactRow | readonly FactRule[]>(key: string, value: T): T {
    const known = this.shared.get(key);
    if (known) return known as T;
    this.shared.set(key, value);
    return value;
  }

  /** The slot of an id, or -1 (binary search: ids ascend). */
  indexOf(id: number): number {
    let low = 0;
    let high = this.count - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const value = this.ids[middle] as number;
      if (value === id) return middle;
      if (value < id) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  /** Records that two members (ids) must never be offered to each other; ids outside the region are ignored. */
  exclude(a: number, b: number): void {
    const i = this.indexOf(a);
    const j = this.indexOf(b);
    if (i < 0 || j < 0 || i === j) return;
    this.excluded.add(this.pairKey(i, j));
  }

  pairKey(i: number, j: number): number {
    return i < j ? i * this.capacity + j : j * this.capacity + i;
  }

  isExcluded(i: number, j: number): boolean {
    return this.excluded.has(this.pairKey(i, j));
  }
}
