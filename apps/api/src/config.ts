import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseSentryDsn } from '@lien/contract/rules';
import webpush from 'web-push';
import { z } from 'zod';
import { SMTP_BOUNDS, type SmtpBounds } from './infra/smtp-transport';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  PUBLIC_URL: optionalString,
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  DATABASE_URL: optionalString,
  /** PostgreSQL streaming replicas for the members' reads (db/read-routing.ts): URLs, comma-separated. */
  DATABASE_READ_URL: optionalString,
  REDIS_URL: optionalString,
  SMTP_URL: optionalString,
  /** 'outbox' keeps mails in the database only; in production it must be said, or SMTP_URL set. */
  MAIL_TRANSPORT: z.preprocess(emptyAsUndefined, z.enum(['smtp', 'outbox']).optional()),
  /** Photos go to this S3-compatible bucket when set; otherwise to DATA_DIR/uploads. */
  S3_BUCKET: optionalString,
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')),
  MAIL_FROM: z.string().default('Lien <bonjour@lien.local>'),
  /** Moderation's contact point (CGU article 18, DSA art. 11–12), named in its e-mails. */
  MODERATION_CONTACT: z.email().default('moderation@lien.fr'),
  /** Where the help's messages go (issue #24: « Contacter le support », « Signaler un problème »). */
  SUPPORT_CONTACT: z.email().default('support@lien.fr'),
  /** 'on' (end-to-end server only, never in production): POST /dev/moderators grants the role. */
  DEV_MODERATOR_GRANT: z.enum(['on', 'off']).default('off'),
  DEV_PAST_CALLS: z.enum(['on', 'off']).default('off'),
  /** 'on' (end-to-end server only, never in production): POST /dev/turn_reminders runs a member's reminder now. */
  DEV_TURN_REMINDERS: z.enum(['on', 'off']).default('off'),
  WEB_DIST: optionalString,
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')),
  /** The hourly retention sweep (inactive accounts, old records): on, except in tests that run it themselves. */
  RETENTION: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).optional()),
  /** Web Push keys (VAPID); without them a pair is generated into DATA_DIR (vapid-keys.json). */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** Who push services may contact about our pushes: a mailto: or https: URL. */
  VAPID_SUBJECT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/)
      .optional(),
  ),
  /** The hourly sweep that sends the daily e-mail digest: on, except in tests that run it themselves. */
  EMAIL_DIGEST: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).optional()),
  /** « Le choix du jour »'s job (computing and announcing the day's picks): on, except in tests that run it themselves. */
  DAILY_PICKS: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).optional()),
  /** « À vous de jouer »'s reminders (a day without an answer): on, except in tests that run them themselves. */
  TURN_REMINDERS: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).optional()),
  APPEAL_REMINDERS: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).optional()),
  /** The nightly removal of stored files no row references (features/storage-sweep): on, off in tests. */
  STORAGE_SWEEP: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).optional()),
  /** 'off' only for local journeys that sign many people up from one address; refused in production. */
  RATE_LIMITS: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('on')),
  LOG_LEVEL: z.string().default('info'),
  /** The bearer token Prometheus scrapes GET /metrics with; unset, /metrics answers 404. */
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(24, 'METRICS_TOKEN must be at least 24 characters.').optional(),
  ),
  POSTHOG_KEY: optionalString,
  POSTHOG_HOST: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/ }).default('https://eu.i.posthog.com'),
  ),
  /** Where video-call rooms live: each appointment gets `${VIDEO_HOST_URL}/lien-<random>`. */
  VIDEO_HOST_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/ }).default('https://meet.jit.si'),
  ),
  /** LinkedIn sign-in (OpenID Connect): off unless both the client id and secret are set. */
  LINKEDIN_CLIENT_ID: optionalString,
  LINKEDIN_CLIENT_SECRET: optionalString,
  LINKEDIN_ISSUER: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/ }).default('https://www.linkedin.com/oauth'),
  ),
  // Refused at start rather than silently sending errors nowhere.
  SENTRY_DSN: optionalString.refine((dsn) => dsn === undefined || parseSentryDsn(dsn) !== null, {
    message: 'SENTRY_DSN is not a valid Sentry DSN (https://<key>@<host>/<project id>).',
  }),
});

/** Everything the server reads from its environment, with every default the embedded one (DESIGN.md). */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  jwtSecret: string;
  /** PostgreSQL server URL; absent means embedded PGlite (in memory when dataDir is ':memory:'). */
  databaseUrl?: string;
  /** Streaming replicas of that server taking the members' reads (db/read-routing.ts); none by default. */
  databaseReadUrls: string[];
  redisUrl?: string;
  smtpUrl?: string;
  /** Every wait on the SMTP server (SMTP_BOUNDS; tests make them short). */
  smtpBounds: SmtpBounds;
  /** S3-compatible photo storage; absent means files under `${dataDir}/uploads`. */
  s3?: S3Config;
  mailFrom: string;
  /** Moderation's contact point, named in the statements of reasons and the CGU. */
  moderationContact: string;
  /** The support's address: the help's messages are sent there, the member's address to answer. */
  supportContact: string;
  /** The end-to-end server's grant of the moderator role (features/moderation/dev-routes.ts); never in production. */
  devModeratorGrant: boolean;
  /** The end-to-end server's calls already over (features/meetings/dev-routes.ts); never in production. */
  devPastCalls: boolean;
  /** The end-to-end server's reminder round a day ahead (features/notifications/dev-routes.ts); never in production. */
  devTurnReminders: boolean;
  /** Folder of the built web app to serve; absent or missing means API only. */
  webDist?: string;
  trustProxy: boolean;
  logLevel: string;
  /** The bearer token of GET /metrics (features/metrics); absent means no metrics are served. */
  metricsToken?: string;
  /** PostHog project key for the browser's analytics; absent means no analytics are sent. */
  posthogKey?: string;
  /** PostHog ingestion host (scheme and host, no trailing slash). */
  posthogHost: string;
  /** Sentry DSN for the browser's error reports; absent means no error is reported. */
  sentryDsn?: string;
  /** Rate limits can be switched off for tests that need many calls; never in production. */
  rateLimits: boolean;
  /** The video host of appointment rooms (scheme and host, no trailing slash). */
  videoHostUrl: string;
  /** LinkedIn sign-in; absent means the button brings the visitor back to sign-up with an error. */
  linkedin?: LinkedinConfig;
  /** Whether this instance sweeps inactive accounts and old records every hour (features/retention). */
  retentionSweep: boolean;
  /** Web Push (VAPID) keys and subject (features/notifications). */
  vapid: VapidConfig;
  /** Whether this instance sends the daily e-mail digests every hour (features/notifications). */
  digestSweep: boolean;
  /** Whether this instance runs « Le choix du jour »'s job (features/daily-pick). */
  dailyPicks: boolean;
  /** Whether this instance runs the « À vous de jouer » reminders' job (features/notifications). */
  turnReminders: boolean;
  /** Whether this instance runs the daily reminder of overdue appeals to moderators (features/moderation). */
  appealReminders: boolean;
  /** Whether this instance runs the nightly sweep of orphaned stored files (features/storage-sweep). */
  storageSweep: boolean;
}

/** The VAPID identity of our pushes: keys in base64url, and a contact for push services. */
export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The OpenID Connect client of the LinkedIn sign-in (any issuer: LinkedIn's, or a test one). */
export interface LinkedinConfig {
  clientId: string;
  clientSecret: string;
  /** Issuer identifier; its discovery document is at `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  /** `${PUBLIC_URL}/api/auth/linkedin/callback`, as registered with the provider. */
  redirectUri: string;
}

/** Where photos go when S3_BUCKET is set; without keys the SDK's usual credential chain applies. */
export interface S3Config {
  bucket: string;
  region: string;
  /** Another provider's endpoint (MinIO, R2, Scaleway…); absent means AWS. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path rather than the host name, as most self-hosted servers need. */
  forcePathStyle: boolean;
}

/** The JWT secret kept beside the data so sessions survive restarts on a machine without one set. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The VAPID key pair kept beside the data, like the JWT secret, so subscriptions survive restarts. */
function persistedVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file))
    return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const env = envSchema.parse(environment);
  if (env.NODE_ENV === 'production' && env.RATE_LIMITS === 'off') {
    throw new Error('RATE_LIMITS=off is refused in production.');
  }
  if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
    throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL.');
  }
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new Error('JWT_SECRET is required in production (at least 32 characters).');
  }
  if (env.NODE_ENV === 'production' && !env.SMTP_URL && env.MAIL_TRANSPORT !== 'outbox') {
    // Nothing would ever deliver the queue: verification and reset mails would silently go nowhere.
    throw new Error(
      'SMTP_URL is required in production (or MAIL_TRANSPORT=outbox to keep mails in the database only).',
    );
  }
  const databaseReadUrls = readUrls(env.DATABASE_READ_URL);
  if (databaseReadUrls.length > 0 && !env.DATABASE_URL) {
    throw new Error('DATABASE_READ_URL needs DATABASE_URL: replicas are of a PostgreSQL server.');
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together.');
  }
  const port = env.PORT;
  const dataDir = env.DATA_DIR === ':memory:' ? env.DATA_DIR : path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const jwtSecret =
    env.JWT_SECRET ??
    (dataDir === ':memory:' ? randomBytes(48).toString('base64url') : persistedSecret(dataDir));
  return {
    env: env.NODE_ENV,
    port,
    host: env.HOST,
    dataDir,
    publicUrl,
    jwtSecret,
    databaseUrl: env.DATABASE_URL,
    databaseReadUrls,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    smtpBounds: { ...SMTP_BOUNDS },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    mailFrom: env.MAIL_FROM,
    moderationContact: env.MODERATION_CONTACT,
    supportContact: env.SUPPORT_CONTACT,
    devModeratorGrant: env.NODE_ENV !== 'production' && env.DEV_MODERATOR_GRANT === 'on',
    devPastCalls: env.NODE_ENV !== 'production' && env.DEV_PAST_CALLS === 'on',
    devTurnReminders: env.NODE_ENV !== 'production' && env.DEV_TURN_REMINDERS === 'on',
    webDist: env.WEB_DIST,
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    posthogKey: env.POSTHOG_KEY,
    posthogHost: env.POSTHOG_HOST.replace(/\/+$/, ''),
    sentryDsn: env.SENTRY_DSN?.trim(),
    rateLimits: env.RATE_LIMITS === 'on',
    vapid: {
      ...(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : dataDir === ':memory:'
          ? webpush.generateVAPIDKeys()
          : persistedVapidKeys(dataDir)),
      subject: env.VAPID_SUBJECT ?? vapidSubject(env.MAIL_FROM, publicUrl),
    },
    digestSweep: (env.EMAIL_DIGEST ?? (env.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    retentionSweep: (env.RETENTION ?? (env.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    dailyPicks: (env.DAILY_PICKS ?? (env.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    turnReminders: (env.TURN_REMINDERS ?? (env.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    appealReminders: (env.APPEAL_REMINDERS ?? (env.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    storageSweep: (env.STORAGE_SWEEP ?? (env.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    videoHostUrl: env.VIDEO_HOST_URL.replace(/\/+$/, ''),
    linkedin:
      env.LINKEDIN_CLIENT_ID && env.LINKEDIN_CLIENT_SECRET
        ? {
            clientId: env.LINKEDIN_CLIENT_ID,
            clientSecret: env.LINKEDIN_CLIENT_SECRET,
            issuer: env.LINKEDIN_ISSUER,
            redirectUri: `${publicUrl}/api/auth/linkedin/callback`,
          }
        : undefined,
  };
}

/** DATABASE_READ_URL's replicas: one URL or several, comma-separated; each a postgres:// URL. */
function readUrls(value: string | undefined): string[] {
  const urls = (value ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
  for (const url of urls) {
    if (!/^postgres(ql)?:\/\//.test(url) || !URL.canParse(url)) {
      throw new Error(`DATABASE_READ_URL: "${url}" is not a postgres:// URL.`);
    }
  }
  return urls;
}

/** The contact push services see: the public https address, else the sender's mailbox. */
function vapidSubject(mailFrom: string, publicUrl: string): string {
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}
