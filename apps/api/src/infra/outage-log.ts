import type { FastifyBaseLogger } from 'fastify';

/** What an outage log says, and under which name its two lines can be found (`outage` in the line). */
export interface OutageWords {
  /** Names the trouble in both lines: 'redis-publisher', 'live-events'… */
  outage: string;
  /** The warning when the first failure arrives. */
  started: string;
  /** The line when it works again. */
  ended: string;
}

/**
 * One kind of trouble with an outside service, logged twice per outage whatever happens in between: a
 * warning with the first failure, and a line when it works again, with how long it lasted and what was
 * skipped or done differently meanwhile (counts by kind). In between everything is counted, nothing
 * logged: 5 s of Redis outage used to make each instance log about 120 lines.
 */
export class OutageLog {
  #since: number | null = null;
  #counts: Record<string, number> = {};

  constructor(
    private readonly log: FastifyBaseLogger | undefined,
    private readonly words: OutageWords,
  ) {}

  /** Whether an outage is under way (its start logged, its end not yet). */
  get active(): boolean {
    return this.#since !== null;
  }

  /** A failure: starts the outage (one warning) unless one is under way, and counts it as `kind`. */
  failed(error: unknown, kind: string): void {
    if (this.#since === null) {
      this.#since = Date.now();
      this.log?.warn({ outage: this.words.outage, err: error }, this.words.started);
    }
    this.count(kind);
  }

  /** Counts something the outage under way made us skip or do otherwise (none under way: nothing). */
  count(kind: string): void {
    if (this.#since === null) return;
    this.#counts[kind] = (this.#counts[kind] ?? 0) + 1;
  }

  /** It works again: ends the outage under way (one line, with its length and counts), if any. */
  recovered(): void {
    if (this.#since === null) return;
    const durationMs = Date.now() - this.#since;
    const skipped = this.#counts;
    this.#since = null;
    this.#counts = {};
    this.log?.info({ outage: this.words.outage, durationMs, skipped }, this.words.ended);
  }
}
