import type { FastifyBaseLogger } from 'fastify';

/** A round an hour: the sweeps' periods are counted in days. */
const HOURLY_MS = 60 * 60 * 1000;

/**
 * A background job that sweeps the database now, then every interval: `start` runs a first round at
 * once, a failed round is logged and the next one tries again, and `stop` waits for the round under way
 * (so that closing the app never cuts a round in the middle of its writes). The timer does not keep the
 * process alive.
 */
export abstract class PeriodicSweep<Report> {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> = Promise.resolve();

  /** `name` is what the log says of a failed round ("digest sweep failed"). */
  constructor(
    private readonly name: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One round; answers what it did. */
  abstract runOnce(): Promise<Report>;

  /** Logs a round that did something worth saying; a quiet round logs nothing. */
  protected abstract logRound(report: Report, log: FastifyBaseLogger): void;

  /** Sweeps now, then every `intervalMs` (an hour by default). */
  start(intervalMs = HOURLY_MS): void {
    const round = () => {
      this.#running = this.runOnce().then(
        (report) => this.logRound(report, this.log),
        (error: unknown) => this.log.error({ err: error }, `${this.name} failed`),
      );
    };
    round();
    this.#timer = setInterval(round, intervalMs);
    this.#timer.unref();
  }

  /** Stops the rounds and waits for the one under way. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running;
  }
}
