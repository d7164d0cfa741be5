import type { DeckWidening, SwipeProfile } from '@lien/contract';
import { discoveryMessages, deckWideningMessages as m } from '@lien/contract/texts';
import { getDefaultNormalizer, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, type FakeHandler, json, mockFetch, primeCsrf } from '../../../test/fetchMock';
import { plainSpaces } from '../../../test/plainSpaces';
import { swipeProfiles } from '../../../test/profiles';
import { withQueries } from '../../../test/queries';
import { renderScreen } from '../../../test/render';
import { signIn } from '../../../test/session';
import { SwipeScreen } from './SwipeScreen';

vi.mock('../../../telemetry', () => ({ reportError: vi.fn(), trackEvent: vi.fn() }));

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Text as written, its no-break spaces kept (the default matcher turns them into plain spaces). */
const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const page = (profiles: SwipeProfile[]) => json({ profiles });
const offers: DeckWidening = {
  distance: { current: 20, suggested: 70, label: m.widenDistance(70) },
  strictest: { criterion: 'politics', excluded: 42, label: m.strictest('Orientation politique', 42) },
};

/** The swipe screen with an empty deck until `pages` says otherwise. */
function emptyDeck(routes: Record<string, FakeHandler>, pages: SwipeProfile[][] = []) {
  let remaining = pages;
  const api = mockFetch({
    'GET /api/swipe_profiles': () => {
      const [next = [], ...rest] = remaining;
      remaining = rest;
      return page(next);
    },
    ...routes,
  });
  renderScreen(withQueries(<SwipeScreen />), '/profile');
  return api;
}

describe('the empty deck', () => {
  it('offers a larger distance and names the strictest preference before the product brief’s text', async () => {
    emptyDeck({ 'GET /api/deck_widening': () => json(offers) });
    expect(await screen.findByText(m.seenAllWithin)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Chercher jusqu'à 70\u00a0km" })).toBeEnabled();
    expect(
      screen.getByText(
        'Votre critère «\u00a0Orientation politique\u00a0» écarte 42\u00a0profils.',
        asWritten,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier mes préférences de rencontre' })).toHaveAttribute(
      'href',
      '/encounterPreferences',
    );
    expect(screen.queryByText(plainSpaces(discoveryMessages.deckEmpty))).not.toBeInTheDocument();
  });

  it('saves the larger distance in one tap and loads the deck again', async () => {
    const saved = deferred<Response>();
    const api = emptyDeck(
      {
        'GET /api/deck_widening': () => json(offers),
        'POST /api/update_profile': () => saved.promise,
      },
      [[], swipeProfiles(2, 300)],
    );
    const user = userEvent.setup();
    const widen = await screen.findByRole('button', { name: offers.distance?.label });
    await user.click(widen);
    expect(widen).toBeDisabled();
    expect(api.calls('POST /api/update_profile').map((call) => call.body)).toEqual([
      { field: 'preferences.maxDistance', value: 70 },
    ]);
    saved.resolve(json({ status: 'ok', field: 'preferences.maxDistance', value: 70 }));
    expect(await screen.findByRole('heading', { level: 2, name: /^Profil300,/ })).toBeInTheDocument();
    expect(api.calls('GET /api/swipe_profiles')).toHaveLength(2);
  });

  it('says so when the distance cannot be saved, and keeps the offer', async () => {
    emptyDeck({
      'GET /api/deck_widening': () => json(offers),
      'POST /api/update_profile': () => json({ error: 'Erreur interne.' }, 500),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: offers.distance?.label }));
    expect(await screen.findByText(discoveryMessages.preferencesUpdateFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: offers.distance?.label })).toBeEnabled();
  });

  it('names only the strictest preference when no distance would help', async () => {
    emptyDeck({ 'GET /api/deck_widening': () => json({ ...offers, distance: null }) });
    expect(await screen.findByText(m.strictest('Orientation politique', 42), asWritten)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Chercher/ })).not.toBeInTheDocument();
  });

  it('keeps the product brief’s text alone when nothing would widen it', async () => {
    emptyDeck({ 'GET /api/deck_widening': () => json({ distance: null, strictest: null }) });
    expect(await screen.findByText(plainSpaces(discoveryMessages.deckEmpty))).toBeInTheDocument();
    expect(screen.queryByText(m.seenAllWithin)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier mes préférences de rencontre' })).toBeInTheDocument();
  });

  it('falls back to the product brief’s text when the offers fail to load', async () => {
    emptyDeck({ 'GET /api/deck_widening': () => json({ error: 'Erreur interne.' }, 500) });
    expect(await screen.findByText(plainSpaces(discoveryMessages.deckEmpty))).toBeInTheDocument();
  });
});
