import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { migrateToLatest } from '../src/database';
import { connectDatabase } from '../src/db/connect';

const run = promisify(execFile);

/**
 * A PostgreSQL primary and a streaming replica of its own, on free ports, in a temporary folder: never
 * the machine's server. The replica is made as in production (`pg_basebackup -R`) and its replay can
 * be paused (forced lag) or the server stopped and started again.
 */
export interface ReplicaCluster {
  primaryUrl: string;
  replicaUrl: string;
  /** Pauses the replica's replay: it keeps receiving the log, and its reads see the past. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Resolves once the replica has replayed everything the primary had committed at the call. */
  caughtUp(): Promise<void>;
  /** Stops the replica at once, as a crash would (`pg_ctl stop -m immediate`). */
  stopReplica(): Promise<void>;
  /** Starts it again, and waits until it streams from the primary. */
  startReplica(): Promise<void>;
  close(): Promise<void>;
}

/** The newest PostgreSQL server binaries on this machine (PG_BIN, else Debian's folders); null: none. */
export function postgresBinaries(): string | null {
  if (process.env.PG_BIN)
    return existsSync(path.join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

/** A port nobody listens on now (the system's choice; the servers take it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Polls `check` until it holds; fails with `what` past the deadline. */
export async function waitUntil(what: string, check: () => Promise<boolean>, deadlineMs = 30_000) {
  const deadline = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited too long: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function queryOne<Row>(url: string, text: string): Promise<Row> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const result = await client.query(text);
    return result.rows[0] as Row;
  } finally {
    await client.end();
  }
}

/**
 * Makes the primary and its replica, then migrates the primary (the replica follows). PostgreSQL refuses
 * to run as root: as root, the servers run as the system's `postgres` user, owner of the folder.
 */
export async function startReplicaCluster(): Promise<ReplicaCluster> {
  const bin = postgresBinaries();
  if (!bin) throw new Error('no PostgreSQL server binaries (set PG_BIN)');
  const asRoot = process.getuid?.() === 0;
  const folder = mkdtempSync(path.join(tmpdir(), 'lien-replicas-'));
  const owner = asRoot ? lookupPostgresUser() : null;
  if (owner) chownSync(folder, owner.uid, owner.gid);
  const tool = (name: string, args: string[]) => {
    const command = path.join(bin, name);
    return asRoot
      ? run('runuser', ['-u', 'postgres', '--', command, ...args], { cwd: folder })
      : run(command, args, { cwd: folder });
  };
  const primaryDir = path.join(folder, 'primary');
  const replicaDir = path.join(folder, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  // Test servers: no fsync, TCP on the loopback only, their sockets in the folder, not the machine's.
  const serverOptions = (port: number) =>
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${folder} -c fsync=off`;
  const start = (dir: string, port: number) =>
    tool('pg_ctl', ['-D', dir, '-l', `${dir}.log`, '-o', serverOptions(port), '-w', '-t', '60', 'start']);
  const stop = (dir: string) => tool('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
  const urlOf = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;
  const primaryUrl = urlOf(primaryPort);
  const replicaUrl = urlOf(replicaPort);

  // Should the run die before close(), its servers are not left behind.
  const stopAll = () => {
    for (const dir of [replicaDir, primaryDir]) {
      const command = path.join(bin, 'pg_ctl');
      const args = ['-D', dir, '-m', 'immediate', 'stop'];
      spawnSync(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args);
    }
  };
  process.once('exit', stopAll);

  const streaming = () =>
    waitUntil('the replica streams from the primary', async () => {
      const row = await queryOne<{ n: number }>(
        primaryUrl,
        "select count(*)::integer as n from pg_stat_replication where state = 'streaming'",
      );
      return row.n > 0;
    });

  try {
    await tool('initdb', [
      '-D',
      primaryDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '-N',
    ]);
    await start(primaryDir, primaryPort);
    // A slot keeps the log the replica has not received yet, however long it is stopped.
    await tool('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaDir],
      ...['-R', '-X', 'stream', '-c', 'fast', '-C', '-S', 'lien_replica', '--no-sync'],
    ]);
    await start(replicaDir, replicaPort);
    await streaming();
    const migrating = await connectDatabase({ databaseUrl: primaryUrl });
    await migrateToLatest(migrating.db);
    await migrating.close();
  } catch (error) {
    stopAll();
    process.removeListener('exit', stopAll);
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }

  return {
    primaryUrl,
    replicaUrl,
    async pauseReplay() {
      await queryOne(replicaUrl, 'select pg_wal_replay_pause()');
      await waitUntil('the replay is paused', async () => {
        const row = await queryOne<{ state: string }>(
          replicaUrl,
          'select pg_get_wal_replay_pause_state() as state',
        );
        return row.state === 'paused';
      });
    },
    async resumeReplay() {
      await queryOne(replicaUrl, 'select pg_wal_replay_resume()');
    },
    async caughtUp() {
      const { lsn } = await queryOne<{ lsn: string }>(primaryUrl, 'select pg_current_wal_lsn()::text as lsn');
      await waitUntil('the replica replays the primary', async () => {
        const row = await queryOne<{ behind: boolean }>(
          replicaUrl,
          `select pg_last_wal_replay_lsn() < '${lsn}'::pg_lsn as behind`,
        );
        return !row.behind;
      });
    },
    async stopReplica() {
      await stop(replicaDir);
    },
    async startReplica() {
      await start(replicaDir, replicaPort);
      await streaming();
    },
    async close() {
      process.removeListener('exit', stopAll);
      await stop(replicaDir).catch(() => undefined);
      await stop(primaryDir).catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The system's `postgres` user, who runs the servers when the tests run as root. */
function lookupPostgresUser(): { uid: number; gid: number } {
  const result = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  const uid = Number(result.stdout.trim());
  const gid = Number(group.stdout.trim());
  if (result.status !== 0 || !Number.isInteger(uid))
    throw new Error('no "postgres" user to run the servers as');
  return { uid, gid };
}

/**
 * Why a replica cluster cannot be made here, or null when it can: no server binaries, or (as root) no
 * `postgres` user to run them. Only outside CI does that skip the tests, with the reason printed.
 */
export function replicaClusterProblem(): string | null {
  let reason: string | null = null;
  if (!postgresBinaries()) reason = 'no PostgreSQL server binaries (initdb; set PG_BIN)';
  else if (process.getuid?.() === 0 && spawnSync('id', ['-u', 'postgres']).status !== 0)
    reason = 'running as root with no "postgres" user to run the servers as';
  if (reason && process.env.CI) throw new Error(`${reason} (required under CI)`);
  if (reason) console.warn(`skipped: ${reason}`);
  return reason;
}
