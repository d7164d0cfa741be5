import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/schema';

/** The most waiting rows a scrape counts per queue: past it the depth reads this figure, « at least ». */
export const DEPTH_CAP = 10_000;
/**
 * The read's statement timeout; a scrape waits a little more (for a connection too) before it reports
 * the read failed. Prometheus waits 10 s for a scrape by default.
 */
export const QUEUE_READ_MS = 1_000;
const QUEUE_WAIT_MS = QUEUE_READ_MS + 500;

interface QueueRow {
  mail_depth: number;
  mail_age: number | null;
  push_depth: number;
  push_age: number | null;
}

/**
 * The durable queues as a scrape reads them (infra/jobs): how many rows wait and how old the oldest
 * is, for the mail outbox (pending mails) and the push outbox (every row waits), and how late each
 * scheduled job of `job_schedules` is. Cheap and bounded: counts stop at DEPTH_CAP, the oldest rows are
 * one index entry each (migration 0039), the schedules a handful of rows; ages by the database's
 * clock, which wrote them. When the database cannot answer within QUEUE_READ_MS, the gauges are
 * emptied (no stale figure) and `lien_queue_read_success` says 0: the scrape still answers.
 */
export class QueueGauges {
  readonly #depth: Gauge<'queue'>;
  readonly #age: Gauge<'queue'>;
  readonly #overdue: Gauge<'job'>;
  readonly #success: Gauge;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    registry: Registry,
  ) {
    const registers = [registry];
    this.#depth = new Gauge({
      name: 'lien_job_queue_depth',
      help: `Rows waiting in a durable queue (mail: pending mails; push: queued pushes), counted up to ${DEPTH_CAP}.`,
      labelNames: ['queue'],
      registers,
    });
    this.#age = new Gauge({
      name: 'lien_job_queue_oldest_age_seconds',
      help: 'Age of the oldest row waiting in a durable queue (0 when none waits).',
      labelNames: ['queue'],
      registers,
    });
    this.#overdue = new Gauge({
      name: 'lien_scheduled_job_overdue_seconds',
      help: 'How long a scheduled job (job_schedules) has been due without a finished run (0 when not due).',
      labelNames: ['job'],
      registers,
    });
    this.#success = new Gauge({
      name: 'lien_queue_read_success',
      help: 'Whether the last scrape read the queues from the database (1) or the read failed or timed out (0).',
      registers,
    });
  }

  /** Reads the queues into the gauges; never throws. */
  async refresh(): Promise<void> {
    try {
      const { queues, schedules } = await this.#read();
      this.#depth.reset();
      this.#age.reset();
      this.#overdue.reset();
      this.#depth.set({ queue: 'mail' }, queues.mail_depth);
      this.#age.set({ queue: 'mail' }, queues.mail_age ?? 0);
      this.#depth.set({ queue: 'push' }, queues.push_depth);
      this.#age.set({ queue: 'push' }, queues.push_age ?? 0);
      for (const { name, overdue } of schedules) this.#overdue.set({ job: name }, overdue);
      this.#success.set(1);
    } catch (error) {
      this.log.warn({ err: error }, 'metrics: queues not read');
      this.#depth.reset();
      this.#age.reset();
      this.#overdue.reset();
      this.#success.set(0);
    }
  }

  /** One short transaction with its own statement timeout, raced with QUEUE_WAIT_MS (a pool all in use). */
  #read() {
    const read = this.db.transaction().execute(async (trx) => {
      await sql`set local statement_timeout = ${sql.lit(QUEUE_READ_MS)}`.execute(trx);
      const queues = await sql<QueueRow>`
        select
          (select count(*)::int from (
            select 1 from mail_outbox where status = 'pending' limit ${DEPTH_CAP}) as waiting) as mail_depth,
          (select extract(epoch from now() - min(queued_at))::float8
            from mail_outbox where status = 'pending') as mail_age,
          (select count(*)::int from (select 1 from push_outbox limit ${DEPTH_CAP}) as waiting) as push_depth,
          (select extract(epoch from now() - min(created_at))::float8 from push_outbox) as push_age`.execute(
        trx,
      );
      const schedules = await sql<{ name: string; overdue: number }>`
        select name, greatest(0, extract(epoch from now() - run_after))::float8 as overdue
        from job_schedules`.execute(trx);
      return { queues: queues.rows[0] as QueueRow, schedules: schedules.rows };
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('queue read timed out')), QUEUE_WAIT_MS);
    });
    // A read that loses the race finishes (or fails) unheard.
    read.catch(() => undefined);
    return Promise.race([read, late]).finally(() => clearTimeout(timer));
  }
}
