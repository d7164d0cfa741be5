import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { badgeCounts } from './badge-counts';
import type { Config } from './config';
import type { App, AppContext } from './context';
import type { NamedPool } from './db/connect';
import { type ReadRoutingOptions, ReplicaRouting } from './db/read-routing';
import type { Database } from './db/schema';
import { accountRoutes } from './features/account/routes';
import { AccountService } from './features/account/service';
import { affinityRoutes } from './features/affinity/routes';
import { authRoutes } from './features/auth/routes';
import { blocksRoutes } from './features/blocks/routes';
import { chatRoutes } from './features/chat/routes';
import { citiesRoutes } from './features/cities/routes';
import { clientConfigRoutes } from './features/client-config/routes';
import { consentRoutes } from './features/consent/routes';
import { DailyPicks, dailyPickEngine, dailyPickJob } from './features/daily-pick/job';
import { dailyPickRoutes } from './features/daily-pick/routes';
import { DailyPickService } from './features/daily-pick/service';
import { devMailboxRoutes } from './features/dev-mailbox/routes';
import { DeckService } from './features/discovery/deck/service';
import { discoveryRoutes } from './features/discovery/routes';
import { endingsRoutes } from './features/endings/routes';
import { feedbackRoutes } from './features/feedback/routes';
import { healthRoutes } from './features/health/routes';
import { helpRoutes } from './features/help/routes';
import { interestsRoutes } from './features/interests/routes';
import { learningRoutes } from './features/learning/routes';
import { likesRoutes } from './features/likes/routes';
import { devPastCallRoutes } from './features/meetings/dev-routes';
import { meetingsRoutes } from './features/meetings/routes';
import { AppMetrics } from './features/metrics/instruments';
import { metricsRoutes, registerRequestTiming } from './features/metrics/routes';
import { AppealReminders, appealReminderJob } from './features/moderation/appeal-reminders';
import { devModeratorRoutes } from './features/moderation/dev-routes';
import { moderationRoutes } from './features/moderation/routes';
import { myProfileRoutes } from './features/my-profile/routes';
import { newMatchesRoutes } from './features/new-matches/routes';
import { devTurnReminderRoutes } from './features/notifications/dev-routes';
import { DigestLinks, DigestSweep, digestSweepJob } from './features/notifications/digest';
import {
  PUSH_JOB,
  PushAnnouncer,
  type PushSender,
  PushWorker,
  pushSendingJob,
  webPushSender,
} from './features/notifications/push';
import { notificationsRoutes } from './features/notifications/routes';
import { TurnReminders, turnReminderJob } from './features/notifications/turn-reminders';
import { pendingMatchesRoutes } from './features/pending-matches/routes';
import { photosRoutes } from './features/photos/routes';
import { privacyRoutes } from './features/privacy/routes';
import { profileViewRoutes } from './features/profile-view/routes';
import { questionnaireRoutes } from './features/questionnaire/routes';
import { type RealtimeOptions, realtimeRoutes } from './features/realtime/routes';
import { LiveEvents } from './features/realtime/service';
import { reportsRoutes } from './features/reports/routes';
import { RetentionSweep, retentionSweepJob } from './features/retention/sweep';
import { StorageSweep, storageSweepJob } from './features/storage-sweep/sweep';
import { twoStepRoutes } from './features/two-step/routes';
import { TwoStepService } from './features/two-step/service';
import { twoStepThrottle } from './features/two-step/throttle';
import { verificationRoutes } from './features/verification/routes';
import { videoCallRoutes } from './features/video-call/routes';
import { waitingRoutes } from './features/waiting/routes';
import { JobRunner } from './infra/jobs/runner';
import { createMailer, type Mailer } from './infra/mail';
import { MAIL_JOB, MailQueue, mailDeliveryJob } from './infra/mail-queue';
import { createPubSub, type PubSub } from './infra/pubsub';
import { smtpTransport } from './infra/smtp-transport';
import { createStorage, type Storage } from './infra/storage';
import { SessionTokens } from './infra/tokens';
import { activeMemberRouteOptions } from './plugins/activity';
import { registerAuthentication } from './plugins/authentication';
import { registerCsrf } from './plugins/csrf';
import { clientErrors, frameworkErrors, registerErrorHandling } from './plugins/errors';
import { serializeRequest } from './plugins/log-redaction';
import { registerRateLimits } from './plugins/rate-limit';
import { primaryReads, registerWritePositions, replicaReads } from './plugins/read-your-writes';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWeb } from './plugins/web';
import { type AppExtension, createAppServices } from './services';

export interface BuildOptions {
  config: Config;
  db: Kysely<Database>;
  /**
   * The server pools behind `db` (connectDatabase's `pools`; none on PGlite): gauges for /metrics, and
   * the replicas (role 'replica', DATABASE_READ_URL) that take the members' reads (db/read-routing.ts).
   */
  pools?: readonly NamedPool[];
  /** How the replicas are watched (tests: a short lag bound); READ_ROUTING by default. */
  readRouting?: ReadRoutingOptions;
  /** Replaces the configured mailer (tests that simulate a failing mail server). */
  mailer?: Mailer;
  /** Replaces the configured pub/sub (tests: Redis under a channel prefix of their own); closed with the app. */
  pubsub?: PubSub;
  /** Replaces the configured photo store (tests: one with short timeouts); closed with the app. */
  storage?: Storage;
  /** Replaces web-push (never needed by the tests, which run a local push service). */
  pushSender?: PushSender;
  logger?: boolean;
  /** Where the log lines (JSON, one a line) go instead of stdout: tests that read what was logged. */
  logStream?: { write(line: string): void };
  /** The live sockets' heartbeat (tests: a short one, so that its sweeps meet sockets coming and going). */
  realtime?: RealtimeOptions;
  /**
   * Plug-ins run beside the app in its process, given its context and services (the demo world outside
   * production, apps/demo, started by `npm start`); none in production or in the API's tests.
   */
  extensions?: AppExtension[];
}

/** Composes infrastructure and features into a Fastify app; never listens (DESIGN.md). */
export async function buildApp(options: BuildOptions): Promise<App> {
  const { config, db } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: { req: serializeRequest },
            ...(options.logStream && { stream: options.logStream }),
          },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // Requests that arrive while closing get the health feature's French 503 instead of Fastify's English one.
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler: clientErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const pubsub = options.pubsub ?? createPubSub(config, app.log);
  // The one runner of background work (infra/jobs): jobs start once the app is ready, and stop, with
  // their runs under way finished, before anything they use is closed.
  const jobs = new JobRunner(db, app.log);
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  // With SMTP, queued mails are delivered by this instance's runner (with every other instance's).
  if (config.smtpUrl) {
    const transport = smtpTransport(config.smtpUrl, config.mailFrom, config.smtpBounds);
    jobs.define(
      mailDeliveryJob(new MailQueue(db, transport, app.log, { sendBoundMs: config.smtpBounds.sendMs })),
    );
  }
  // Pushes (features/notifications): queued when a live event finds its member with no socket open,
  // sent by this instance's runner (with every other instance's).
  const pushWorker = new PushWorker({
    db,
    sender: options.pushSender ?? webPushSender(config.vapid),
    log: app.log,
  });
  jobs.define(pushSendingJob(pushWorker));
  const announcer = new PushAnnouncer({ db, pubsub, log: app.log, nudge: () => void jobs.nudge(PUSH_JOB) });
  app.addHook('preClose', async () => {
    await announcer.settled;
    await jobs.stop();
  });
  app.decorate('pushesSettled', async () => {
    await announcer.settled;
    await jobs.nudge(PUSH_JOB);
  });
  // Read replicas (DESIGN.md « Read replicas »): their positions are read by the runner's job.
  const replicaPools = (options.pools ?? []).filter((named) => named.role === 'replica');
  const replicas =
    replicaPools.length > 0 ? new ReplicaRouting(db, replicaPools, app.log, options.readRouting) : null;
  if (replicas) jobs.define(replicas.pollingJob());
  app.decorate('readReplicas', () => replicas?.states() ?? []);
  const ctx: AppContext = {
    config,
    db,
    reads: replicas ? replicaReads(replicas) : primaryReads(db),
    mailer:
      options.mailer ??
      createMailer({ db, smtp: Boolean(config.smtpUrl), nudge: () => void jobs.nudge(MAIL_JOB) }),
    tokens: new SessionTokens(config.jwtSecret),
    storage: options.storage ?? (await createStorage(config)),
    pubsub,
    live: new LiveEvents(pubsub, app.log, announcer),
    // Only an instance that serves /metrics keeps figures.
    metrics: config.metricsToken
      ? new AppMetrics(options.pools ?? [], pubsub, () => replicas?.states() ?? [])
      : undefined,
  };
  if (config.digestSweep) {
    const links = new DigestLinks(config.jwtSecret);
    jobs.define(
      digestSweepJob(new DigestSweep({ db, mailer: ctx.mailer, links, publicUrl: config.publicUrl })),
    );
  }
  if (config.retentionSweep) {
    const accounts = new AccountService(ctx, app.log);
    jobs.define(
      retentionSweepJob(
        new RetentionSweep({
          db,
          mailer: ctx.mailer,
          storage: ctx.storage,
          accounts,
          publicUrl: config.publicUrl,
        }),
      ),
    );
  }
  if (config.dailyPicks) {
    const nudgePush = () => void jobs.nudge(PUSH_JOB);
    jobs.define(dailyPickJob(new DailyPicks({ db, engine: dailyPickEngine, nudgePush })));
  }
  if (config.turnReminders) {
    const nudgePush = () => void jobs.nudge(PUSH_JOB);
    jobs.define(turnReminderJob(new TurnReminders({ db, nudgePush })));
  }
  if (config.appealReminders) {
    jobs.define(
      appealReminderJob(new AppealReminders({ db, mailer: ctx.mailer, publicUrl: config.publicUrl })),
    );
  }
  if (config.storageSweep) {
    const removed = ctx.metrics?.orphanRemoved;
    jobs.define(storageSweepJob(new StorageSweep({ db, storage: ctx.storage, removed })));
  }
  const services = createAppServices(ctx, app.log);
  for (const extend of options.extensions ?? []) extend(app, ctx, services);
  app.addHook('onClose', () => ctx.storage.close());
  app.addHook('onClose', () => ctx.pubsub.close());

  registerErrorHandling(app);
  if (ctx.metrics) registerRequestTiming(app, ctx.metrics);
  await healthRoutes(app, ctx);
  metricsRoutes(app, ctx, ctx.metrics);
  registerSecurityHeaders(app, config);
  await app.register(fastifyCompress, { threshold: 1024 });
  await registerRateLimits(app, ctx);
  await registerCsrf(app, ctx);
  if (replicas) registerWritePositions(app, config, replicas);
  registerAuthentication(app, ctx);

  // One service for every call that checks a code: its counts of wrong codes are shared.
  const twoStep = new TwoStepService(ctx, twoStepThrottle(app));
  await authRoutes(app, ctx, twoStep);
  await twoStepRoutes(app, twoStep);
  await photosRoutes(app, ctx);
  await citiesRoutes(app, ctx);
  await clientConfigRoutes(app, ctx);
  await interestsRoutes(app, ctx);
  await questionnaireRoutes(app, ctx);
  await consentRoutes(app, ctx);
  await myProfileRoutes(app, ctx);
  // The calls an active member makes note their activity (plugins/activity.ts), for the deck's ranking.
  const active = activeMemberRouteOptions(ctx.db);
  await discoveryRoutes(app, ctx, services.swipes, active);
  dailyPickRoutes(app, new DailyPickService(db, new DeckService(db)), active);
  await likesRoutes(app, ctx, active);
  await profileViewRoutes(app, ctx, active);
  await reportsRoutes(app, ctx, active);
  await blocksRoutes(app, ctx, active);
  await meetingsRoutes(app, ctx, active);
  await learningRoutes(app, ctx);
  await endingsRoutes(app, ctx, active);
  await waitingRoutes(app, ctx, active);
  await affinityRoutes(app, ctx);
  await pendingMatchesRoutes(app, ctx);
  await videoCallRoutes(app, ctx);
  await chatRoutes(app, ctx);
  await newMatchesRoutes(app, ctx);
  await feedbackRoutes(app, ctx);
  await helpRoutes(app, ctx);
  await accountRoutes(app, ctx, twoStep);
  await moderationRoutes(app, ctx);
  await verificationRoutes(app, ctx);
  await notificationsRoutes(app, ctx);
  await privacyRoutes(app, ctx);
  await realtimeRoutes(app, ctx, badgeCounts(ctx.db), options.realtime);
  if (config.env !== 'production') await devMailboxRoutes(app, ctx);
  if (config.devModeratorGrant) await devModeratorRoutes(app, ctx);
  if (config.devPastCalls) await devPastCallRoutes(app, ctx);
  if (config.devTurnReminders) await devTurnReminderRoutes(app, ctx);
  await registerWeb(app, config.webDist);
  return app;
}
