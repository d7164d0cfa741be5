import type { ClientConfig } from './telemetry';

/** GET /api/client_config (clientConfigEndpoints.config): the browser's telemetry settings. */
export const CLIENT_CONFIG_PATH = '/api/client_config';

/**
 * `clientConfigReply`'s rule (./telemetry) written without zod, for the browser's telemetry: its
 * first event (the sign-up page's « signup_started ») would otherwise load zod a second after the
 * page is painted, only to read this reply. Answers what the schema answers — the object with
 * unknown keys dropped and the host trimmed, or null where the schema refuses it;
 * client-config.test.ts checks that it does.
 */
export function readClientConfig(value: unknown): ClientConfig | null {
  if (!isRecord(value)) return null;
  const analytics = readAnalytics(value.analytics);
  const errors = readErrors(value.errors);
  if (analytics === undefined || errors === undefined) return null;
  return { analytics, errors };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{ key, host }` or null; undefined when refused. */
function readAnalytics(value: unknown): ClientConfig['analytics'] | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const { key, host } = value;
  if (typeof key !== 'string' || key.length < 1 || typeof host !== 'string') return undefined;
  const url = readHttpUrl(host);
  return url === null ? undefined : { key, host: url };
}

/** `{ dsn }` or null; undefined when refused. */
function readErrors(value: unknown): ClientConfig['errors'] | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const { dsn } = value;
  return typeof dsn === 'string' && dsn.length >= 1 ? { dsn } : undefined;
}

/**
 * `z.url({ protocol: /^https?$/ })` (zod 4): the trimmed text must start with http:// or https://
 * and be an address the URL parser reads; the value kept is the trimmed text without its tabs and
 * line breaks (which the parser ignores).
 */
function readHttpUrl(text: string): string | null {
  const trimmed = text.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (!/^https?$/.test(url.protocol.replace(/:$/, ''))) return null;
  return trimmed.replace(/[\t\n\r]/g, '');
}
