import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../session/storage';
import { readTelemetryChoice } from '../../telemetry';
import { storeChoice } from '../../telemetry/test-helpers';
import { json, mockFetch } from '../../test/fetchMock';
import { renderScreen } from '../../test/render';
import { TelemetryConsentBanner } from './TelemetryConsentBanner';
import { TelemetryConsentSection } from './TelemetryConsentSection';
import { telemetryConsentTexts } from './telemetryConsent';

// The configuration names PostHog and Sentry (it is read once per page: every test here has the same).
beforeEach(() => {
  mockFetch({
    'GET /api/client_config': () =>
      json({ analytics: { key: 'phc_k', host: 'https://eu.i.posthog.com' }, errors: null }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const region = () => screen.findByRole('region', { name: telemetryConsentTexts.title });

describe('the consent banner (issue #29)', () => {
  it('asks with two buttons alike and a link to the policy, and goes once « Refuser » is chosen', async () => {
    const user = userEvent.setup();
    render(<TelemetryConsentBanner />);
    const banner = await region();
    expect(banner).toHaveTextContent(/Rien n'est envoyé ni enregistré avant votre choix/);
    const refuse = screen.getByRole('button', { name: 'Refuser' });
    const accept = screen.getByRole('button', { name: 'Accepter' });
    expect(refuse.className).toBe(accept.className);
    expect(screen.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
      'href',
      '/politique-de-confidentialite',
    );
    // Keyboard: the policy, then « Refuser », then « Accepter », and on out of the banner.
    await user.tab();
    await user.tab();
    expect(refuse).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(readTelemetryChoice()?.choice).toBe('refused');
  });

  it('records « Accepter » with its date', async () => {
    const user = userEvent.setup();
    render(<TelemetryConsentBanner />);
    await region();
    await user.click(screen.getByRole('button', { name: 'Accepter' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const recorded = readTelemetryChoice();
    expect(recorded?.choice).toBe('accepted');
    expect(Date.now() - Date.parse(recorded?.at ?? '')).toBeLessThan(60_000);
  });

  it('is not shown while a choice of less than six months is held, and comes back after', async () => {
    storeChoice('refused', new Date(Date.now() - 24 * 3600_000));
    const { unmount } = render(<TelemetryConsentBanner />);
    // The configuration is not even asked: the choice is known.
    await Promise.resolve();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    unmount();
    storeChoice('accepted', new Date(Date.now() - 190 * 24 * 3600_000));
    render(<TelemetryConsentBanner />);
    await region();
  });

  it('a visitor signing in keeps their choice; the member leaving takes it with them', async () => {
    storeChoice('accepted');
    const user = {
      id: 4,
      isVerified: true,
      photoUploadCompleted: true,
      interestsCompleted: true,
      personalityCompleted: true,
    };
    saveSession('jeton-a', user as never);
    expect(readTelemetryChoice()?.choice).toBe('accepted');
    saveSession('jeton-b', { ...user, id: 5 } as never);
    expect(readTelemetryChoice()).toBeNull();
  });
});

describe('« Mesure d’audience et suivi des erreurs » in Confidentialité', () => {
  it('shows the choice with its date and changes it; off erases the identifier', async () => {
    storeChoice('accepted', new Date('2026-11-02T10:00:00Z'));
    sessionStorage.setItem('lien.telemetry.anonymousId', 'anon-abc');
    const user = userEvent.setup();
    renderScreen(<TelemetryConsentSection />, '/privacy');
    const toggle = screen.getByRole('switch', { name: telemetryConsentTexts.switchLabel });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Accepté le 2 novembre 2026 sur cet appareil, pour six mois.');

    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(readTelemetryChoice()?.choice).toBe('refused');
    expect(sessionStorage.getItem('lien.telemetry.anonymousId')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(telemetryConsentTexts.refusedNotice);

    await user.click(toggle);
    expect(readTelemetryChoice()?.choice).toBe('accepted');
  });

  it('with no choice held, says that nothing is sent', () => {
    renderScreen(<TelemetryConsentSection />, '/privacy');
    expect(screen.getByRole('switch', { name: telemetryConsentTexts.switchLabel })).not.toBeChecked();
    expect(screen.getByText(/^Aucun choix sur cet appareil/).textContent).toBe(telemetryConsentTexts.none);
  });
});
