/*
 * Reading a Sentry DSN, apart from the schema of ./telemetry: the web app's error reporting reads
 * one without loading zod.
 */

/** What a Sentry DSN says: where to post envelopes and with which public key. */
export interface SentryDsn {
  /** Scheme, host and port: what the Content-Security-Policy must allow. */
  origin: string;
  publicKey: string;
  projectId: string;
  /** `<origin><path>/api/<project>/envelope/`, without the auth query. */
  envelopeUrl: string;
}

/**
 * Reads `<scheme>://<publicKey>[:<secret>]@<host>[:<port>][/<path>]/<projectId>`; anything else
 * (wrong scheme, no key, non-numeric project) answers null so a bad setting is ignored, not thrown.
 */
export function parseSentryDsn(dsn: string): SentryDsn | null {
  let url: URL;
  try {
    url = new URL(dsn.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const publicKey = decodeURIComponent(url.username);
  if (!/^\w+$/.test(publicKey)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const projectId = segments.pop();
  if (!projectId || !/^\d+$/.test(projectId)) return null;
  const prefix = segments.length > 0 ? `/${segments.join('/')}` : '';
  return {
    origin: url.origin,
    publicKey,
    projectId,
    envelopeUrl: `${url.origin}${prefix}/api/${projectId}/envelope/`,
  };
}
