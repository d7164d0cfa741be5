import type { SwipeProfile } from '@lien/contract';
import { EMPTY_DECK_RECHECK_MS } from '@lien/contract/rules';
import { discoveryMessages } from '@lien/contract/texts';
import { act, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, type FakeHandler, json, mockFetch, primeCsrf } from '../../../test/fetchMock';
import { patiently } from '../../../test/patiently';
import { plainSpaces } from '../../../test/plainSpaces';
import { SAMPLE_OPENERS, swipeProfile, swipeProfiles } from '../../../test/profiles';
import { withQueries } from '../../../test/queries';
import { renderScreen } from '../../../test/render';
import { signIn } from '../../../test/session';
import { WHY_TITLE } from '../why/whyTexts';
import { DAILY_PICK_TITLE } from './DailyPick';
import { SwipeScreen } from './SwipeScreen';

vi.mock('../../../telemetry', () => ({ reportError: vi.fn(), trackEvent: vi.fn() }));

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PICK = swipeProfile({
  id: 7,
  firstName: 'Inès',
  whyYouTwo: {
    agreements: ['Vous voulez toutes les deux des enfants un jour.'],
    toTalkAbout: 'Elle aime les grandes fêtes, vous préférez les petits comités\u00a0: à en parler\u00a0?',
    sharedInterests: ['Randonnée'],
    openers: SAMPLE_OPENERS,
  },
});
const today = (pick: SwipeProfile | null) => json({ day: '2026-11-28', pick });
const page = (profiles: SwipeProfile[]) => json({ profiles });
const pickRegion = () => screen.queryByRole('region', { name: DAILY_PICK_TITLE });
const card = (name: string) => screen.findByRole('article', { name: new RegExp(`^${name},`) });
const swipeBodies = (api: ReturnType<typeof mockFetch>) =>
  api.calls('POST /api/swipe').map((call) => call.body);

function deck(routes: Record<string, FakeHandler>) {
  const api = mockFetch({
    'GET /api/swipe_profiles': () => page(swipeProfiles(10)),
    'POST /api/swipe': () => json({ match: false }),
    ...routes,
  });
  renderScreen(withQueries(<SwipeScreen />), '/profile');
  return { api, user: userEvent.setup() };
}

describe('« Le choix du jour » in the deck (issue #26)', () => {
  it('shows the pick first, under its heading, with its reason line, then the usual deck', async () => {
    deck({ 'GET /api/daily_pick': () => today(PICK) });
    const pickCard = await card('Inès');
    const region = pickRegion();
    expect(region).not.toBeNull();
    expect(
      within(region as HTMLElement).getByRole('heading', { level: 2, name: DAILY_PICK_TITLE }),
    ).toBeVisible();
    expect(region).toContainElement(pickCard);
    expect(pickCard).toHaveAccessibleDescription('Vous voulez toutes les deux des enfants un jour.');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('waits for the pick before showing any card, so that none is replaced under the finger', async () => {
    const pick = deferred<Response>();
    deck({ 'GET /api/daily_pick': () => pick.promise });
    expect(await screen.findByText(discoveryMessages.deckLoading)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    pick.resolve(today(PICK));
    await card('Inès');
  });

  it('gives way to the deck once swiped, by keyboard, and never shows it twice', async () => {
    // The deck's page lists the pick too (it ranks high for this member): it comes once only.
    const { api, user } = deck({
      'GET /api/daily_pick': () => today(PICK),
      'GET /api/swipe_profiles': () => page([swipeProfile({ id: 100, firstName: 'Profil100' }), PICK]),
    });
    await card('Inès');
    await user.keyboard('{ArrowRight}');
    await card('Profil100');
    expect(pickRegion()).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Profil suivant : Profil100, 31 ans');
    await vi.waitFor(() => expect(swipeBodies(api)).toEqual([{ swipedUserId: 7, like: true }]), patiently);

    await user.click(screen.getByRole('button', { name: 'Passer' }));
    expect(await screen.findByText(plainSpaces(discoveryMessages.deckEmpty))).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /^Inès,/ })).not.toBeInTheDocument();
  });

  it('is passed with the deck’s own button like any card', async () => {
    const { api, user } = deck({ 'GET /api/daily_pick': () => today(PICK) });
    await card('Inès');
    await user.click(screen.getByRole('button', { name: 'Passer' }));
    await card('Profil100');
    expect(pickRegion()).not.toBeInTheDocument();
    await vi.waitFor(() => expect(swipeBodies(api)).toEqual([{ swipedUserId: 7, like: false }]), patiently);
  });

  it('leads to « Pourquoi vous deux ? » in full on the pick’s card', async () => {
    const { user } = deck({ 'GET /api/daily_pick': () => today(PICK) });
    await card('Inès');
    await user.click(screen.getByRole('button', { name: WHY_TITLE }));
    const heading = screen.getByRole('heading', { level: 3, name: WHY_TITLE });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('region', { name: WHY_TITLE })).toHaveTextContent('Pour lancer la conversation');
  });

  it('shows the usual deck, without heading, when there is no pick today', async () => {
    deck({ 'GET /api/daily_pick': () => today(null) });
    await card('Profil100');
    expect(pickRegion()).not.toBeInTheDocument();
    expect(screen.queryByText(/Le choix du jour/)).not.toBeInTheDocument();
  });

  it('leaves the deck usable when the pick cannot be loaded, and tries again on request', async () => {
    let pickReply = () => json({ error: 'Erreur interne.' }, 500);
    const { api, user } = deck({ 'GET /api/daily_pick': () => pickReply() });
    await card('Profil100');
    expect(screen.getByText('Le choix du jour n’a pas pu être chargé.')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    await card('Profil101');
    await vi.waitFor(() => expect(swipeBodies(api)).toEqual([{ swipedUserId: 100, like: false }]), patiently);

    pickReply = () => today(PICK);
    await user.click(screen.getByRole('button', { name: 'Réessayer de charger le choix du jour' }));
    await card('Inès');
    expect(pickRegion()).not.toBeNull();
    expect(screen.queryByText('Le choix du jour n’a pas pu être chargé.')).not.toBeInTheDocument();
  });
});

describe('a newcomer whose neighbourhood is still being made (issue #26)', () => {
  it('asks for the pick again when people arrive in the empty deck, and shows it first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let arrived: SwipeProfile[] = [];
    let pickOfTheDay: SwipeProfile | null = null;
    const { api } = deck({
      'GET /api/daily_pick': () => today(pickOfTheDay),
      'GET /api/swipe_profiles': () => page(arrived),
    });
    expect(await screen.findByText(plainSpaces(discoveryMessages.deckEmpty))).toBeInTheDocument();
    expect(api.calls('GET /api/daily_pick')).toHaveLength(1);

    // The neighbours came: the server now picks one of them.
    arrived = [...swipeProfiles(2), PICK];
    pickOfTheDay = PICK;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(EMPTY_DECK_RECHECK_MS);
    });
    const region = await screen.findByRole('region', { name: DAILY_PICK_TITLE });
    expect(within(region).getByRole('article', { name: /^Inès,/ })).toBeInTheDocument();
    expect(api.calls('GET /api/daily_pick')).toHaveLength(2);
  });
});
