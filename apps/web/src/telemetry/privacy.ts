/**
 * What may leave the browser (PRODUCT §7, GDPR): event names, the member's numeric id and error
 * messages. Everything else a caller passes is dropped here, so a screen that hands over a
 * whole form by mistake still sends no e-mail, name or answer.
 */

const MAX_TEXT = 300;
const MAX_EXTRA_KEYS = 20;
/** Context keys that name personal data; their values are dropped whatever they hold. */
const PERSONAL_KEY = /mail|pass|name|phone|token|address|birth|city|bio|comment|message|answer/i;
const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[a-z]{2,}/gi;
/** The query or fragment of a URL or path may carry a reset or verification token. */
const URL_QUERY = /((?:https?:\/\/|\/)[^\s?#]*)[?#][^\s)]*/gi;

/** A text safe to send: e-mail addresses and URL queries removed, length bounded. */
export function redact(text: string): string {
  const clean = text.replace(EMAIL, '[email]').replace(URL_QUERY, '$1');
  return clean.length > MAX_TEXT ? `${clean.slice(0, MAX_TEXT)}…` : clean;
}

/** The properties an analytics event may carry: `userId` (a member id) and `error` (a message). */
export interface SafeProperties {
  userId?: number | string;
  error?: string;
}

/** Keeps only the allowed analytics properties, in a form that cannot hold personal data. */
export function safeProperties(properties: Record<string, unknown>): SafeProperties {
  const safe: SafeProperties = {};
  const { userId, error } = properties;
  if ((typeof userId === 'number' && Number.isFinite(userId)) || (typeof userId === 'string' && userId)) {
    safe.userId = typeof userId === 'string' ? redact(userId) : userId;
  }
  if (error !== undefined && error !== null) safe.error = redact(errorMessage(error));
  return safe;
}

/** The message of anything thrown or passed as an error, without serialising unknown objects. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (typeof error === 'number' || typeof error === 'boolean') return String(error);
  return `Non-Error value: ${Object.prototype.toString.call(error)}`;
}

/** An error report's context: flat primitive values only, under keys that do not name personal data. */
export function safeExtra(
  context: Record<string, unknown>,
): Record<string, string | number | boolean | null> {
  const extra: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(context).slice(0, MAX_EXTRA_KEYS)) {
    if (PERSONAL_KEY.test(key)) continue;
    if (typeof value === 'string') extra[key] = redact(value);
    else if (typeof value === 'number' || typeof value === 'boolean' || value === null) extra[key] = value;
  }
  return extra;
}
