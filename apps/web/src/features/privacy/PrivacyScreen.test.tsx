import { type BlockedProfile, blockMessages, DEFAULT_NOTIFICATION_PREFERENCES } from '@lien/contract';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { consentState } from '../questionnaire/quizTestKit';
import { PrivacyScreen } from './PrivacyScreen';
import { PRIVACY_STORAGE_KEY } from './privacySettings';

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
    'GET /api/two_step': () => json({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 }),
    ...routes,
  });
  const view = renderScreen(<PrivacyScreen />, '/privacy');
  return { api, user: userEvent.setup(), ...view };
}

const toggle = (name: string) => screen.getByRole('switch', { name: new RegExp(`^${name}`) });

describe('the privacy screen (SPEC §2.6)', () => {
  it('shows the device toggles with their defaults, and the notifications saved on the account', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Confidentialité' })).toBeInTheDocument();
    expect(toggle('Mode incognito')).not.toBeChecked();
    expect(toggle('Afficher la distance')).toBeChecked();
    // Read from the account (issue #24): the two-step switch says what the server holds.
    expect(await screen.findByRole('switch', { name: /^Vérification en deux étapes/ })).not.toBeChecked();
    expect(await screen.findByRole('switch', { name: /^Notifications de nouveaux messages/ })).toBeChecked();
    expect(toggle('Notifications de nouveaux matchs')).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(8);
  });

  it('keeps the toggles on the device only, and the reset restores the defaults', async () => {
    const { user, api, unmount } = open();
    await user.click(toggle('Mode incognito'));
    await user.click(toggle('Afficher la distance'));
    expect(JSON.parse(localStorage.getItem(PRIVACY_STORAGE_KEY) ?? '{}')).toMatchObject({
      incognito: true,
      showDistance: false,
    });
    unmount();
    open();
    expect(toggle('Mode incognito')).toBeChecked();
    expect(toggle('Afficher la distance')).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(toggle('Mode incognito')).not.toBeChecked();
    expect(toggle('Afficher la distance')).toBeChecked();
    expect(await screen.findByRole('status')).toHaveTextContent('Les réglages par défaut sont rétablis.');
    // Only the consent section and the account's notification choices reach the server; the device toggles never do.
    expect(
      api.fetch.mock.calls.filter(
        ([url]) =>
          !String(url).includes('csrf') &&
          !String(url).includes('consent') &&
          !String(url).includes('two_step') &&
          !String(url).includes('notification_preferences'),
      ),
    ).toHaveLength(0);
  });

  it('puts back every switch it shows, the notification choices too (PV3)', async () => {
    let saved = { messages: false, matches: false, calls: true, emailDigest: false };
    const { user, api } = open({
      'GET /api/notification_preferences': () => json(saved),
      'PUT /api/notification_preferences': (request) => {
        saved = request.body as typeof saved;
        return json(saved);
      },
    });
    expect(
      await screen.findByRole('switch', { name: /^Notifications de nouveaux messages/ }),
    ).not.toBeChecked();
    await user.click(toggle('Mode incognito'));

    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Les réglages par défaut sont rétablis.');
    for (const name of [
      'Notifications de nouveaux messages',
      'Notifications de nouveaux matchs',
      'Notifications d’appels vidéo planifiés',
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
  });

  it('says so when the notification choices cannot be put back', async () => {
    const { user } = open({
      'PUT /api/notification_preferences': () => json({ error: 'Le service est indisponible.' }, 503),
    });
    await screen.findByRole('switch', { name: /^Notifications de nouveaux messages/ });
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(await screen.findByText('La mise à jour a échoué. Veuillez réessayer.')).toBeInTheDocument();
    expect(screen.queryByText('Les réglages par défaut sont rétablis.')).not.toBeInTheDocument();
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
