import { clientMessages } from '@lien/contract/texts';
import type { z } from 'zod';
import { reportNetworkAnswer, reportNetworkFailure } from '../pwa/connectivity';
import { expireSession, readSession } from '../session/storage';

let csrfToken: string | null = null;
let csrfLoading: Promise<void> | null = null;

/**
 * PRODUCT §4: fetched once at start (main.tsx: once the screen's first content is shown) or by the
 * first unsafe call, whichever comes first. When it fails the token stays empty and the unsafe calls
 * waiting for it refuse to go; the next one asks again (a page opened just before a tunnel, whose
 * first message is resent once the connection is back).
 */
export function loadCsrfToken(): Promise<void> {
  csrfLoading ??= fetchCsrfToken();
  return csrfLoading;
}

async function fetchCsrfToken(): Promise<void> {
  try {
    const response = await fetch('/api/get_csrf_token', { credentials: 'include' });
    reportNetworkAnswer();
    const body = (await response.json()) as { csrf_token?: unknown };
    csrfToken = response.ok && typeof body.csrf_token === 'string' ? body.csrf_token : null;
  } catch {
    csrfToken = null;
  }
  if (csrfToken === null) csrfLoading = null;
}

export function currentCsrfToken(): string | null {
  return csrfToken;
}

/**
 * The CSRF token for an unsafe call made outside `request` (the photo upload goes through
 * XMLHttpRequest for its progress events): waits for the start-up fetch as `request` does.
 */
export async function csrfTokenForUnsafeCall(): Promise<string | null> {
  await loadCsrfToken();
  return csrfToken;
}

/** The server answered with a failure; `message` is its French `{ error }` when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `Error ${status}`);
    this.name = 'ApiError';
  }
}

/** The request never got an answer (offline, server down) or the answer was unreadable. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network error', { cause });
    this.name = 'NetworkError';
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /**
   * The contract's reply schema, which the reply is parsed with; or the contract's reading of it
   * without zod (null when refused), for a call made before the page has any other need of zod.
   */
  reply: z.ZodType<T> | ((payload: unknown) => T | null);
  /** Send the stored session token as Bearer (default true). */
  auth?: boolean;
  /** A session token to send instead of the stored one (a call that outlives its session: logout's). */
  token?: string;
}

/**
 * The one place a refused session is handled: the server answered 401 to a call that carried a
 * session token, so that session is over (expired, or ended by a password change elsewhere). If it
 * is still the stored one, everything of the member on this device is cleared, their query cache
 * with it, and /login says why (session/SessionProvider). A 401 without a token (a wrong password at
 * log-in) is a refusal of that call only.
 */
export function sessionRefused(token: string): void {
  expireSession(token);
}

/**
 * The one way screens reach the API (PRODUCT §7): credentials always, X-CSRF-Token on
 * unsafe methods, Bearer on authenticated calls, replies checked against the contract.
 */
export async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  // Read when the call is made, before any wait: a call of one member is never sent as the next.
  const token = options.auth === false ? undefined : (options.token ?? readSession()?.token);
  if (UNSAFE.has(method)) {
    // A form sent in the first instants waits for the start-up fetch (or starts it) rather than failing.
    await loadCsrfToken();
    if (!csrfToken) throw new Error(clientMessages.csrfMissing);
    headers['x-csrf-token'] = csrfToken;
  }
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch (error) {
    reportNetworkFailure();
    throw new NetworkError(error);
  }
  reportNetworkAnswer();
  if (response.status === 401 && token) sessionRefused(token);
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      payload && typeof payload === 'object' && 'error' in payload && typeof payload.error === 'string'
        ? payload.error
        : null;
    throw new ApiError(response.status, message);
  }
  if (typeof options.reply === 'function') {
    const read = options.reply(payload);
    if (read === null) throw new NetworkError(new Error(`Unreadable reply from ${path}`));
    return read;
  }
  const parsed = options.reply.safeParse(payload);
  if (!parsed.success) throw new NetworkError(parsed.error);
  return parsed.data;
}

/** A static text file of the site (the legal pages in markdown); same failures as `request`. */
export async function requestText(path: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'include',
      headers: { accept: 'text/markdown, text/plain' },
    });
  } catch (error) {
    reportNetworkFailure();
    throw new NetworkError(error);
  }
  reportNetworkAnswer();
  if (!response.ok) throw new ApiError(response.status, null);
  // A missing file gets the app's own page (the server's single-page fallback): not the text asked for.
  if (response.headers.get('content-type')?.includes('text/html')) throw new ApiError(404, null);
  return response.text();
}

/**
 * A file the API answers to a signed-in GET (the transparency report's CSV): the same session and
 * failures as `request`, the body as a Blob the screen offers to save.
 */
export async function requestFile(path: string): Promise<Blob> {
  const token = readSession()?.token;
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'include',
      headers: { accept: 'text/csv', ...(token && { authorization: `Bearer ${token}` }) },
    });
  } catch (error) {
    reportNetworkFailure();
    throw new NetworkError(error);
  }
  reportNetworkAnswer();
  if (response.status === 401 && token) sessionRefused(token);
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    const message =
      payload && typeof payload === 'object' && 'error' in payload && typeof payload.error === 'string'
        ? payload.error
        : null;
    throw new ApiError(response.status, message);
  }
  return response.blob();
}

/**
 * The French text to show for a failed call: the server's message, else the screen's fallback; a call
 * that got no readable answer (the network, the CSRF token missing, any other exception) shows
 * `exceptionFallback`, never the thrown error's own text (PRODUCT §7's CSRF one is English).
 */
export function errorText(error: unknown, fallback: string, exceptionFallback = fallback): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return exceptionFallback;
}
