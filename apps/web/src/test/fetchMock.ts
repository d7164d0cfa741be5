import { vi } from 'vitest';
import { loadCsrfToken } from '../api/client';

/** What a fake endpoint receives. */
export interface FakeRequest {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export type FakeHandler = (request: FakeRequest) => Response | Promise<Response>;

/** A JSON answer, like the API's. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Replaces `fetch` with fake endpoints keyed "METHOD /path" (no query string). The CSRF
 * endpoint always answers; anything else unknown answers 404 like the API. `calls(key)`
 * lists what an endpoint received.
 */
export function mockFetch(routes: Record<string, FakeHandler>) {
  const received: Array<FakeRequest & { key: string }> = [];
  const fake = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, path: url.pathname, url, headers: new Headers(init.headers), body };
    received.push({ key, ...request });
    if (key === 'GET /api/get_csrf_token') return json({ csrf_token: 'test-csrf' });
    const handler = routes[key];
    if (!handler) return json({ error: 'Ressource introuvable.' }, 404);
    return handler(request);
  });
  vi.stubGlobal('fetch', fake);
  return {
    fetch: fake,
    calls: (key: string): FakeRequest[] => received.filter((request) => request.key === key),
  };
}

/** Fetches the CSRF token through a fake once per test file (the client keeps it afterwards). */
export async function primeCsrf(): Promise<void> {
  mockFetch({});
  await loadCsrfToken();
  vi.unstubAllGlobals();
}

/** A promise the test settles when it wants: to observe a screen while a call is in flight. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
