import {
  type BlockedProfile,
  blockMessages,
  DEFAULT_NOTIFICATION_PREFERENCES,
  DEFAULT_PRIVACY_SETTINGS,
  type PrivacySettings,
  privacyMessages,
} from '@lien/contract';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { consentState } from '../questionnaire/quizTestKit';
import { PrivacyScreen } from './PrivacyScreen';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const blocked = (id: number, firstName: string, reported = true): BlockedProfile => ({
  id,
  firstName,
  photoUrl: `/photos/${id}-thumb.webp`,
  blockedAt: '2026-11-20T10:00:00.000Z',
  reported,
});

function open(routes: Record<string, FakeHandler> = {}) {
  const api = mockFetch({
    'GET /api/blocked_profiles': () => json({ profiles: [blocked(31, 'Léa', false), blocked(32, 'Zoé')] }),
    'POST /api/unblock_profile': () => json({ status: 'ok', message: blockMessages.unblocked }),
    'GET /api/sensitive_consent': () => json(consentState(true)),
    'GET /api/notification_preferences': () => json(DEFAULT_NOTIFICATION_PREFERENCES),
    'PUT /api/notification_preferences': () => json(DEFAULT_NOTIFICATION_PREFERENCES),
    'GET /api/privacy_settings': () => json(DEFAULT_PRIVACY_SETTINGS),
    'PUT /api/privacy_settings': (request) => json(request.body),
    'GET /api/two_step': () => json({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 }),
    ...routes,
  });
  const view = renderScreen(<PrivacyScreen />, '/privacy');
  return { api, user: userEvent.setup(), ...view };
}

const toggle = (name: string) => screen.getByRole('switch', { name: new RegExp(`^${name}`) });

describe('the privacy screen (PRODUCT §2.6)', () => {
  it('shows the account settings with their defaults, and the notifications saved on the account', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Confidentialité' })).toBeInTheDocument();
    expect(screen.getByText(/^Ces réglages sont enregistrés sur votre compte/).textContent).toBe(
      privacyMessages.lead,
    );
    expect(screen.queryByText(/sur cet appareil uniquement/)).not.toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: /^Mode incognito/ })).not.toBeChecked();
    expect(toggle('Mode incognito')).toHaveAccessibleDescription(privacyMessages.incognitoHint);
    expect(toggle('Afficher la distance')).toBeChecked();
    // Read from the account (issue #24): the two-step switch says what the server holds.
    expect(await screen.findByRole('switch', { name: /^Vérification en deux étapes/ })).not.toBeChecked();
    expect(await screen.findByRole('switch', { name: /^Notifications de nouveaux messages/ })).toBeChecked();
    expect(toggle('Notifications de nouveaux matchs')).toBeChecked();
    expect(toggle('Notification du choix du jour')).toBeChecked();
    // The tenth is the device's analytics choice (TelemetryConsentSection.test.tsx).
    expect(screen.getAllByRole('switch')).toHaveLength(10);
  });

  it('reads the settings from the account and saves each change there, never on the device', async () => {
    let saved: PrivacySettings = { incognito: true, showDistance: false };
    const { user, api } = open({
      'GET /api/privacy_settings': () => json(saved),
      'PUT /api/privacy_settings': (request) => {
        saved = request.body as PrivacySettings;
        return json(saved);
      },
    });
    expect(await screen.findByRole('switch', { name: /^Mode incognito/ })).toBeChecked();
    expect(toggle('Afficher la distance')).not.toBeChecked();

    await user.click(toggle('Afficher la distance'));
    expect(toggle('Afficher la distance')).toBeChecked();
    await waitFor(() =>
      expect(api.calls('PUT /api/privacy_settings').map((call) => call.body)).toEqual([
        { incognito: true, showDistance: true },
      ]),
    );
    await user.click(toggle('Mode incognito'));
    await waitFor(() => expect(saved).toEqual({ incognito: false, showDistance: true }));
    expect(localStorage.getItem('privacySettings')).toBeNull();
  });

  it('puts a switch back and says so when the server refuses the change', async () => {
    const { user } = open({
      'PUT /api/privacy_settings': () => json({ error: 'Le service est indisponible.' }, 503),
    });
    await user.click(await screen.findByRole('switch', { name: /^Mode incognito/ }));
    expect(await screen.findByText(privacyMessages.saveFailed)).toBeInTheDocument();
    expect(toggle('Mode incognito')).not.toBeChecked();
  });

  it('says so when the settings cannot be read, and reads them again on request', async () => {
    let fail = true;
    const { user } = open({
      'GET /api/privacy_settings': () =>
        fail ? json({ error: 'Erreur' }, 500) : json(DEFAULT_PRIVACY_SETTINGS),
    });
    expect(await screen.findByText(privacyMessages.loadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('switch', { name: /^Mode incognito/ })).not.toBeChecked();
  });

  it('puts back every account setting it shows, the notification choices too (PV3)', async () => {
    let saved = { messages: false, matches: false, calls: true, dailyPick: false, emailDigest: false };
    const { user, api } = open({
      'GET /api/notification_preferences': () => json(saved),
      'PUT /api/notification_preferences': (request) => {
        saved = request.body as typeof saved;
        return json(saved);
      },
      'GET /api/privacy_settings': () => json({ incognito: true, showDistance: false }),
    });
    expect(
      await screen.findByRole('switch', { name: /^Notifications de nouveaux messages/ }),
    ).not.toBeChecked();
    expect(await screen.findByRole('switch', { name: /^Mode incognito/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(await screen.findByRole('status')).toHaveTextContent(privacyMessages.resetDone);
    for (const name of [
      'Notifications de nouveaux messages',
      'Notifications de nouveaux matchs',
      'Notifications d’appels vidéo planifiés',
      'Notification du choix du jour',
      'Résumé quotidien par e-mail',
      'Afficher la distance',
    ]) {
      expect(toggle(name), name).toBeChecked();
    }
    expect(toggle('Mode incognito')).not.toBeChecked();
    expect(toggle('Notifications push sur cet appareil')).not.toBeChecked();
    expect(api.calls('PUT /api/notification_preferences').map((call) => call.body)).toEqual([
      DEFAULT_NOTIFICATION_PREFERENCES,
    ]);
    expect(api.calls('PUT /api/privacy_settings').map((call) => call.body)).toEqual([
      DEFAULT_PRIVACY_SETTINGS,
    ]);
  });

  it('says so when the settings cannot be put back', async () => {
    const { user } = open({
      'PUT /api/notification_preferences': () => json({ error: 'Le service est indisponible.' }, 503),
    });
    await screen.findByRole('switch', { name: /^Notifications de nouveaux messages/ });
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(await screen.findByText('La mise à jour a échoué. Veuillez réessayer.')).toBeInTheDocument();
    expect(screen.queryByText(privacyMessages.resetDone)).not.toBeInTheDocument();
  });

  it('lists the profiles blocked and reported, saying which, and unblocks one for real', async () => {
    const { user, api } = open();
    await user.click(screen.getByRole('button', { name: 'Profils bloqués' }));
    const dialog = screen.getByRole('dialog', { name: 'Profils bloqués' });
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['LéaBloquéDébloquer', 'ZoéSignaléDébloquer']);

    await user.click(within(dialog).getByRole('button', { name: 'Débloquer Léa' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    expect(api.calls('POST /api/unblock_profile').map((call) => call.body)).toEqual([{ userId: 31 }]);
    expect(within(dialog).getByRole('status')).toHaveTextContent(`Léa : ${blockMessages.unblocked}`);
  });

  it('says when nobody is blocked, when the list fails and when an unblock fails', async () => {
    const empty = open({ 'GET /api/blocked_profiles': () => json({ profiles: [] }) });
    await empty.user.click(screen.getByRole('button', { name: 'Profils bloqués' }));
    expect(await screen.findByText(blockMessages.empty)).toBeInTheDocument();
    empty.unmount();

    const failing = open({ 'GET /api/blocked_profiles': () => json({ error: 'Erreur' }, 500) });
    await failing.user.click(screen.getByRole('button', { name: 'Profils bloqués' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(blockMessages.loadFailed);
    failing.unmount();

    const refused = open({
      'POST /api/unblock_profile': () => json({ error: blockMessages.notBlocked }, 404),
    });
    await refused.user.click(screen.getByRole('button', { name: 'Profils bloqués' }));
    await refused.user.click(await screen.findByRole('button', { name: 'Débloquer Zoé' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(blockMessages.notBlocked);
    expect(within(screen.getByRole('dialog')).getAllByRole('listitem')).toHaveLength(2);
  });
});
