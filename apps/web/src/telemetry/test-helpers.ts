import type { ClientConfig } from '@lien/contract';
import { afterEach, beforeEach, vi } from 'vitest';
import { TELEMETRY_CHOICE_KEY, type TelemetryChoice } from './consent';
import type { TelemetryEnvironment } from './telemetry';

/** Stores a choice in the page's local storage as the banner would, made at `at`. */
export function storeChoice(choice: TelemetryChoice, at = new Date()): void {
  localStorage.setItem(TELEMETRY_CHOICE_KEY, JSON.stringify({ choice, at: at.toISOString() }));
}

/** A sessionStorage stand-in. */
export function memoryStorage(seed: Record<string, string> = {}) {
  const values = new Map(Object.entries(seed));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

/** A promise the test settles when it chooses. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Lets queued promise callbacks (the config load) run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** One request that left through the fake browser. */
export interface SentRequest {
  via: 'beacon' | 'fetch';
  url: string;
  body: string;
  init?: RequestInit;
  /** The beacon Blob's declared type. */
  type?: string;
}

/** A browser environment whose fetch and sendBeacon record what they are given, in order. */
export function fakeEnvironment(
  config: ClientConfig | Promise<ClientConfig>,
  options: { beacon?: boolean } = {},
) {
  const log: Array<Promise<SentRequest>> = [];
  const sendBeacon = vi.fn((url: string, data: Blob) => {
    const accepted = options.beacon ?? true;
    if (accepted)
      log.push(data.text().then((body) => ({ via: 'beacon' as const, url, body, type: data.type })));
    return accepted;
  });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    log.push(Promise.resolve({ via: 'fetch' as const, url: String(input), body: String(init?.body), init }));
    return new Response(null, { status: 200 });
  });
  const loadConfig = vi.fn(() => Promise.resolve(config));
  const storage = memoryStorage({ 'lien.telemetry.anonymousId': 'anon-visitor' });
  const environment: TelemetryEnvironment = {
    loadConfig,
    fetch,
    sendBeacon,
    storage,
    consented: () => true,
    environment: 'test',
    now: () => new Date('2026-03-01T10:00:00.000Z'),
  };
  return { environment, sendBeacon, fetch, loadConfig, storage, sent: () => Promise.all(log) };
}

/**
 * The public entry point (./index) as the page uses it, its fetch and navigator.sendBeacon recorded:
 * registers the test file's hooks (both storages cleared, the mocks put in place, then reset) and
 * answers the mocks and a loader of a fresh copy of the module (it keeps one telemetry per page).
 */
export function recordedPageTelemetry() {
  const fetchMock = vi.fn<typeof fetch>();
  const beaconMock = vi.fn((_url: string | URL, _data?: BodyInit | null) => true);
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(navigator, 'sendBeacon').mockImplementation(beaconMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    beaconMock.mockClear();
  });
  const freshModule = async () => {
    vi.resetModules();
    return import('./index');
  };
  return { fetchMock, beaconMock, freshModule };
}
