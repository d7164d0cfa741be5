import { beforeEach, describe, expect, it } from 'vitest';
import { flush, recordedPageTelemetry, storeChoice } from './test-helpers';

// The public entry point, wired to the page's own fetch, navigator.sendBeacon and sessionStorage.
const { fetchMock, beaconMock, freshModule } = recordedPageTelemetry();

beforeEach(() => storeChoice('accepted'));

const configReply = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('telemetry entry point', () => {
  it('loads /api/client_config once, without a session, then sends by beacon', async () => {
    fetchMock.mockResolvedValue(
      configReply({ analytics: { key: 'phc_k', host: 'https://eu.i.posthog.com' }, errors: null }),
    );
    const { trackEvent } = await freshModule();
    trackEvent('signup_started');
    trackEvent('signup_submit_success', { userId: 5 });
    await flush();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/client_config');
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
    expect(beaconMock.mock.calls.map(([target]) => target)).toEqual(
      Array(3).fill('https://eu.i.posthog.com/capture/'),
    );
    expect(sessionStorage.getItem('lien.telemetry.userId')).toBe('5');
  });

  it('with nothing configured, fetches the configuration once and sends nothing', async () => {
    fetchMock.mockResolvedValue(configReply({ analytics: null, errors: null }));
    const { trackEvent, reportError } = await freshModule();
    trackEvent('signup_started');
    reportError(new Error('boom'));
    await flush();
    trackEvent('signup_submit_failed', { error: 'x' });
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(beaconMock).not.toHaveBeenCalled();
  });

  it('with a server that answers garbage or fails, sends nothing and throws nothing', async () => {
    fetchMock.mockResolvedValue(configReply({ analytics: 'yes' }));
    const first = await freshModule();
    expect(() => first.trackEvent('signup_started')).not.toThrow();
    await flush();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const second = await freshModule();
    expect(() => second.reportError(new Error('boom'))).not.toThrow();
    await flush();
    expect(beaconMock).not.toHaveBeenCalled();
  });

  it('forwards uncaught errors and unhandled rejections once installed', async () => {
    fetchMock.mockResolvedValue(
      configReply({ analytics: null, errors: { dsn: 'https://k@sentry.example/1' } }),
    );
    const { installGlobalErrorHandlers } = await freshModule();
    installGlobalErrorHandlers();
    installGlobalErrorHandlers();
    window.dispatchEvent(
      new ErrorEvent('error', { error: new RangeError('hors limites'), message: 'hors limites' }),
    );
    const rejection = new Event('unhandledrejection');
    Object.assign(rejection, { reason: new Error('promesse rejetée') });
    window.dispatchEvent(rejection);
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    await flush();

    const events = await Promise.all(
      beaconMock.mock.calls.map(async ([target, data]) => {
        expect(String(target)).toBe('https://sentry.example/api/1/envelope/?sentry_key=k&sentry_version=7');
        const envelope = await (data as Blob).text();
        return JSON.parse(envelope.split('\n')[2] ?? '');
      }),
    );
    expect(
      events.map((event) => [event.exception.values[0].type, event.exception.values[0].value, event.extra]),
    ).toEqual([
      ['RangeError', 'hors limites', { source: 'window.onerror' }],
      ['Error', 'promesse rejetée', { source: 'unhandledrejection' }],
    ]);
  });
});
