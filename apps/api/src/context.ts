import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { ReplicaState } from './db/read-routing';
import type { Database } from './db/schema';
import type { AppMetrics } from './features/metrics/instruments';
import type { LiveEvents } from './features/realtime/service';
import type { JobRunner } from './infra/jobs/runner';
import type { Mailer } from './infra/mail';
import type { PubSub } from './infra/pubsub';
import type { Storage } from './infra/storage';
import type { SessionTokens } from './infra/tokens';
import type { MemberReads } from './plugins/read-your-writes';

/** The Fastify instance with the contract's zod schemas as its type provider. */
export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every feature receives: configuration and the infrastructure it may use. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  /**
   * The members' reads a replica may answer (DATABASE_READ_URL; plugins/read-your-writes.ts):
   * `reads.read(request, (db) => …)`. Writes and every other read use `db`, the primary.
   */
  reads: MemberReads;
  mailer: Mailer;
  tokens: SessionTokens;
  /** Photo files: disk by default, S3 when S3_BUCKET is set. */
  storage: Storage;
  /** Fan-out between instances: in-process by default, Redis when REDIS_URL is set. */
  pubsub: PubSub;
  /** Live events to members' sockets on any instance (features/realtime): `live.notify(userId, event)`. */
  live: LiveEvents;
  /** Prometheus' instruments (features/metrics); absent unless METRICS_TOKEN is set. */
  metrics?: AppMetrics;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'public' opts a route out of the session requirement; 'optional' reads a session when sent. */
    auth?: 'public' | 'optional';
    /** false opts an unsafe /api/ route out of the CSRF check: a signed token in the request is its authority. */
    csrf?: false;
    /**
     * true on a GET that writes (opening the likes received marks them seen): the member's next reads
     * must see it, as after a POST (plugins/read-your-writes.ts).
     */
    writes?: true;
  }
  interface FastifyInstance {
    /** Resolves once the pushes of events announced so far are queued and sent (tests, draining). */
    pushesSettled(): Promise<void>;
    /** The one runner of background work (infra/jobs): `jobs.define(...)` adds a queue or scheduled job. */
    jobs: JobRunner;
    /** The read replicas and whether each takes reads now (DATABASE_READ_URL; none without). */
    readReplicas(): ReplicaState[];
  }
  interface FastifyRequest {
    /** The signed-in user's id; set on every /api route that requires a session. */
    userId: number | null;
  }
}
