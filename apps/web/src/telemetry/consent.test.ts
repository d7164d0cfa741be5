import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TELEMETRY_CHOICE_KEY } from './consent';
import { flush, recordedPageTelemetry, storeChoice } from './test-helpers';

// The entry point as the page uses it, with the configuration naming PostHog and Sentry: what the
// visitor's choice lets through.
const { fetchMock, beaconMock, freshModule } = recordedPageTelemetry();

beforeEach(() => {
  fetchMock.mockImplementation(async () =>
    Response.json({
      analytics: { key: 'phc_k', host: 'https://eu.i.posthog.com' },
      errors: { dsn: 'https://k@sentry.example/1' },
    }),
  );
});

/** Every key the page holds in its storages, but the choice itself. */
const storedKeys = () =>
  [...Object.keys(sessionStorage), ...Object.keys(localStorage)].filter(
    (key) => key !== TELEMETRY_CHOICE_KEY,
  );

const sentTo = () => beaconMock.mock.calls.map(([url]) => new URL(String(url)).host);

describe('the visitor’s choice (issue #29)', () => {
  it('before any choice: nothing is sent, asked or stored, and nothing waits for « Accepter »', async () => {
    const telemetry = await freshModule();
    telemetry.trackEvent('signup_started');
    telemetry.reportError(new Error('boom'));
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(beaconMock).not.toHaveBeenCalled();
    expect(storedKeys()).toEqual([]);

    telemetry.chooseTelemetry('accepted');
    await flush();
    // The events before the choice were dropped, not replayed.
    expect(beaconMock).not.toHaveBeenCalled();
    telemetry.trackEvent('signup_submit_success', { userId: 7 });
    telemetry.reportError(new Error('après'));
    await flush();
    // $identify joins the visitor to the member, then the event; the error goes to Sentry.
    expect(sentTo()).toEqual(['eu.i.posthog.com', 'eu.i.posthog.com', 'sentry.example']);
  });

  it('records the choice with its date, and asks again after six months', async () => {
    const telemetry = await freshModule();
    telemetry.chooseTelemetry('refused');
    expect(telemetry.readTelemetryChoice()).toEqual({ choice: 'refused', at: expect.any(String) });

    storeChoice('accepted', new Date('2026-01-10T09:00:00Z'));
    expect(telemetry.readTelemetryChoice(new Date('2026-07-09T09:00:00Z'))?.choice).toBe('accepted');
    expect(telemetry.readTelemetryChoice(new Date('2026-07-10T09:00:01Z'))).toBeNull();
    localStorage.setItem(TELEMETRY_CHOICE_KEY, '{"choice":"maybe"}');
    expect(telemetry.readTelemetryChoice()).toBeNull();
  });

  it('after « Refuser », nothing is ever sent', async () => {
    const telemetry = await freshModule();
    telemetry.chooseTelemetry('refused');
    telemetry.trackEvent('signup_started');
    telemetry.reportError(new Error('boom'));
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(beaconMock).not.toHaveBeenCalled();
    expect(storedKeys()).toEqual([]);
  });

  it('refusing later stops the sending and erases the identifier, even what waited for the configuration', async () => {
    storeChoice('accepted');
    const telemetry = await freshModule();
    telemetry.trackEvent('signup_submit_success', { userId: 7 });
    await flush();
    expect(sessionStorage.getItem('lien.telemetry.userId')).toBe('7');
    expect(beaconMock).toHaveBeenCalledTimes(2);

    telemetry.chooseTelemetry('refused');
    expect(storedKeys()).toEqual([]);
    telemetry.trackEvent('signup_started');
    await flush();
    expect(beaconMock).toHaveBeenCalledTimes(2);

    // An event fired while the configuration loads, then a refusal before it arrives: dropped.
    storeChoice('accepted');
    const second = await freshModule();
    second.trackEvent('signup_started');
    second.chooseTelemetry('refused');
    await flush();
    expect(beaconMock).toHaveBeenCalledTimes(2);
  });

  it('a member leaving the device takes the identifier with them: the next one is a new visitor', async () => {
    storeChoice('accepted');
    const telemetry = await freshModule();
    telemetry.trackEvent('signup_submit_success', { userId: 7 });
    await flush();
    const listener = vi.fn();
    telemetry.onTelemetryChoice(listener);
    telemetry.forgetTelemetryMember();
    expect(storedKeys()).toEqual([]);
    // The banner and the privacy screen read the choice again (the sign-out cleared it).
    expect(listener).toHaveBeenCalled();

    telemetry.trackEvent('signup_started');
    await flush();
    const last = beaconMock.mock.calls.at(-1)?.[1] as Blob;
    const distinctId = JSON.parse(await last.text()).distinct_id;
    expect(distinctId).toMatch(/^anon-/);
    expect(distinctId).not.toBe('7');
  });
});
