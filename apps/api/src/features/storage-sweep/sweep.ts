import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ScheduledJob } from '../../infra/jobs/runner';
import type { Storage } from '../../infra/storage';
import { unreferencedKeys } from './queries';

/** The job runner's name of the job (infra/jobs, job_schedules). */
export const STORAGE_SWEEP_JOB = 'storage orphans';
/** A file younger than this may be an upload whose row is being written: never removed. */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
/** Keys looked up in one statement. */
const BATCH = 500;

export interface StorageSweepDeps {
  db: Kysely<Database>;
  storage: Storage;
  /** The clock (tests move it); now by default. */
  now?: () => Date;
  /** Told of each file removed (the metric `lien_storage_orphans_removed_total`), also in a run that fails later. */
  removed?: () => void;
}

/**
 * What one run found: the files listed, those old enough to judge, those removed, and the parts of
 * writes cut short removed (Storage.removeLeftovers).
 */
export interface SweepResult {
  listed: number;
  old: number;
  removed: number;
  leftovers: number;
}

/**
 * Files left in the store by an upload whose database write failed (the photos service removes what it
 * wrote on a failure it sees, but a crash or a lost store between the two leaves the file): every file
 * older than a day that no row references is removed (issue #29), and so is the part of a write a
 * killed process left on the disk, once a day old (no write lasts that long). The database is asked
 * before any removal, a batch at a time: a failure of either stops the run there (the runner logs it
 * and tries again later), and a key the database could not vouch for is never removed.
 */
export class StorageSweep {
  constructor(private readonly deps: StorageSweepDeps) {}

  async runOnce(): Promise<SweepResult> {
    const { db, storage } = this.deps;
    const cutoff = (this.deps.now?.() ?? new Date()).getTime() - ORPHAN_AGE_MS;
    const leftovers = await storage.removeLeftovers(new Date(cutoff));
    const result: SweepResult = { listed: 0, old: 0, removed: 0, leftovers };
    let batch: string[] = [];
    const sweep = async () => {
      for (const key of await unreferencedKeys(db, batch)) {
        await storage.delete(key);
        result.removed += 1;
        this.deps.removed?.();
      }
      batch = [];
    };
    for await (const file of storage.list()) {
      result.listed += 1;
      if (file.modifiedAt.getTime() > cutoff) continue;
      result.old += 1;
      batch.push(file.key);
      if (batch.length >= BATCH) await sweep();
    }
    await sweep();
    return result;
  }
}

/** The sweep as a scheduled job: each night at 3 h 30 UTC, on one instance. */
export function storageSweepJob(sweep: StorageSweep): ScheduledJob<SweepResult> {
  return {
    name: STORAGE_SWEEP_JOB,
    schedule: { cron: '30 3 * * *' },
    leaseMs: 30 * 60_000,
    run: () => sweep.runOnce(),
    // Every run is told (once a night): the log shows the sweep ran, and what it found.
    report: (result, log) => log.info(result, 'storage: orphaned files swept'),
  };
}
