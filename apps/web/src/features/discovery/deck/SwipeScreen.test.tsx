import type { SwipeProfile } from '@lien/contract';
import { EMPTY_DECK_RECHECK_MS } from '@lien/contract/rules';
import { discoveryMessages } from '@lien/contract/texts';
import { act, fireEvent, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportError } from '../../../telemetry';
import { deferred, type FakeHandler, json, mockFetch, primeCsrf } from '../../../test/fetchMock';
import { patiently } from '../../../test/patiently';
import { plainSpaces } from '../../../test/plainSpaces';
import { SAMPLE_OPENERS, swipeProfiles } from '../../../test/profiles';
import { withQueries } from '../../../test/queries';
import { renderScreen } from '../../../test/render';
import { signIn } from '../../../test/session';
import { SwipeScreen } from './SwipeScreen';

vi.mock('../../../telemetry', () => ({ reportError: vi.fn(), trackEvent: vi.fn() }));

beforeAll(primeCsrf);
beforeEach(() => {
  signIn();
  vi.mocked(reportError).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const page = (profiles: SwipeProfile[]) => json({ profiles });
/** A text as testing-library reads it: its no-break spaces count as spaces. */
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');
/** The name on the top card ("Profil104"), or null when no card is shown. */
const topName = () => screen.queryByRole('heading', { level: 2 })?.textContent?.split(',')[0] ?? null;
const topCard = (name: string) => screen.findByRole('heading', { level: 2, name: new RegExp(`^${name},`) });
const swipeBodies = (api: ReturnType<typeof mockFetch>) =>
  api.calls('POST /api/swipe').map((call) => call.body);

function deck(routes: Record<string, FakeHandler>) {
  const api = mockFetch({ 'POST /api/swipe': () => json({ match: false }), ...routes });
  renderScreen(withQueries(<SwipeScreen />), '/profile');
  return api;
}

describe('swipe deck states (PRODUCT §2.5, §4, §8)', () => {
  it('says it is loading, then shows the first profile of a page asked from offset 0', async () => {
    const reply = deferred<Response>();
    const api = deck({ 'GET /api/swipe_profiles': () => reply.promise });
    expect(await screen.findByText(discoveryMessages.deckLoading)).toBeInTheDocument();

    reply.resolve(page(swipeProfiles(10)));
    await topCard('Profil100');
    const [call] = api.calls('GET /api/swipe_profiles');
    expect(call?.url.searchParams.get('offset')).toBe('0');
    expect(call?.url.searchParams.get('limit')).toBe('10');
    expect(call?.headers.get('authorization')).toBe('Bearer test-jwt');
    for (const name of ['Passer', 'Super Like', 'Like']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
  });

  it("shows the server's error, else the status, else the fallback, with 'Réessayer'", async () => {
    let reply: () => Response = () => json({ error: 'Service momentanément indisponible.' }, 503);
    deck({ 'GET /api/swipe_profiles': () => reply() });
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur: Service momentanément indisponible.');

    reply = () => new Response(null, { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Erreur: Error 500')).toBeInTheDocument();

    reply = () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(`Erreur: ${discoveryMessages.deckFallbackError}`)).toBeInTheDocument();

    reply = () => page(swipeProfiles(10));
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await topCard('Profil100');
  });

  it('says when there is nobody left to see', async () => {
    deck({ 'GET /api/swipe_profiles': () => page([]) });
    expect(await screen.findByText(plainSpaces(discoveryMessages.deckEmpty))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
  });

  it('asks again quietly while empty, and shows whoever arrived meanwhile without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let arrived: SwipeProfile[] = [];
    const api = deck({ 'GET /api/swipe_profiles': () => page(arrived) });
    expect(await screen.findByText(plainSpaces(discoveryMessages.deckEmpty))).toBeInTheDocument();
    // Nobody yet: the empty deck stays as it is, never flashing 'Chargement des profils...'.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(EMPTY_DECK_RECHECK_MS);
    });
    expect(api.calls('GET /api/swipe_profiles')).toHaveLength(2);
    expect(screen.getByText(plainSpaces(discoveryMessages.deckEmpty))).toBeInTheDocument();
    expect(screen.queryByText(discoveryMessages.deckLoading)).not.toBeInTheDocument();
    // Two neighbours made meanwhile: the next check brings them in.
    arrived = swipeProfiles(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(EMPTY_DECK_RECHECK_MS);
    });
    expect(topName()).toBe('Profil100');
    expect(screen.queryByText(plainSpaces(discoveryMessages.deckEmpty))).not.toBeInTheDocument();
  });
});

describe('swiping (PRODUCT §4)', () => {
  it('refills from offset 0 at 3 left, and never shows a swiped profile again', async () => {
    const first = swipeProfiles(10, 100);
    // The server still sends two swiped people (their swipes raced the refill), then new ones.
    const second = [...first.slice(5, 10), ...first.slice(0, 2), ...swipeProfiles(3, 200)];
    let pages = [first, second, [] as SwipeProfile[]];
    const api = deck({
      'GET /api/swipe_profiles': () => {
        const [next = [], ...rest] = pages;
        pages = rest;
        return page(next);
      },
    });
    const user = userEvent.setup();
    await topCard('Profil100');

    const shown: string[] = [];
    for (let swipe = 0; swipe < 6; swipe += 1) {
      shown.push(topName() ?? '');
      await user.click(screen.getByRole('button', { name: 'Passer' }));
    }
    expect(api.calls('GET /api/swipe_profiles')).toHaveLength(1);
    shown.push(topName() ?? '');
    await user.click(screen.getByRole('button', { name: 'Passer' }));
    await vi.waitFor(() => expect(api.calls('GET /api/swipe_profiles')).toHaveLength(2), patiently);
    expect(api.calls('GET /api/swipe_profiles')[1]?.url.searchParams.get('offset')).toBe('0');

    while (screen.queryByRole('button', { name: 'Passer' })) {
      shown.push(topName() ?? '');
      await user.click(screen.getByRole('button', { name: 'Passer' }));
    }
    expect(await screen.findByText(plainSpaces(discoveryMessages.deckEmpty))).toBeInTheDocument();
    expect(shown).toEqual([...first, ...swipeProfiles(3, 200)].map((profile) => profile.firstName));
    expect(swipeBodies(api)).toHaveLength(13);
    expect(swipeBodies(api)[0]).toEqual({ swipedUserId: 100, like: false });
  });

  it('keeps a profile removed when its like fails, logs it and says on screen that it was not recorded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const profiles = swipeProfiles(10);
    const api = deck({
      'GET /api/swipe_profiles': () => page(profiles),
      'POST /api/swipe': () => json({ error: 'Erreur interne.' }, 500),
    });
    const user = userEvent.setup();
    await topCard('Profil100');
    await user.click(screen.getByRole('button', { name: 'Like' }));

    await topCard('Profil101');
    await vi.waitFor(() => expect(reportError).toHaveBeenCalledTimes(1), patiently);
    expect(error).toHaveBeenCalled();
    // Issue 24: a like is recorded or visibly not.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      discoveryMessages.likeNotRecorded('Profil100'),
    );
    // Down to 3, the refill gets Profil100 again (the server never recorded the swipe): still not shown.
    for (let swipe = 0; swipe < 6; swipe += 1)
      await user.click(screen.getByRole('button', { name: 'Passer' }));
    await vi.waitFor(() => expect(api.calls('GET /api/swipe_profiles')).toHaveLength(2), patiently);
    expect(topName()).toBe('Profil107');
  });

  it('answers ←, → and ↑ with pass, like and super like, but not while the photos have the focus', async () => {
    const api = deck({ 'GET /api/swipe_profiles': () => page(swipeProfiles(10)) });
    const user = userEvent.setup();
    await topCard('Profil100');
    expect(screen.getByText(/Raccourcis clavier : flèche gauche pour passer/)).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    await topCard('Profil101');
    await user.keyboard('{ArrowRight}');
    await topCard('Profil102');
    await user.keyboard('{ArrowUp}');
    await topCard('Profil103');
    await vi.waitFor(() => expect(swipeBodies(api)).toHaveLength(3), patiently);
    expect(swipeBodies(api)).toEqual([
      { swipedUserId: 100, like: false },
      { swipedUserId: 101, like: true },
      { swipedUserId: 102, like: true, superLike: true },
    ]);

    screen.getByRole('button', { name: 'Photo suivante' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { current: true })).toHaveAccessibleName('Photo 2 sur 3');
    expect(topName()).toBe('Profil103');
    expect(swipeBodies(api)).toHaveLength(3);
  });

  it('likes by dragging the card body past the threshold, while a drag on the photo turns photos', async () => {
    const api = deck({ 'GET /api/swipe_profiles': () => page(swipeProfiles(10)) });
    const name = await topCard('Profil100');
    const gesture = (target: Element, dx: number) => {
      const at = { pointerId: 3, pointerType: 'mouse', button: 0, clientY: 300 };
      fireEvent.pointerDown(target, { ...at, clientX: 100 });
      fireEvent.pointerMove(target, { ...at, clientX: 100 + dx / 2 });
      fireEvent.pointerMove(target, { ...at, clientX: 100 + dx });
      fireEvent.pointerUp(target, { ...at, clientX: 100 + dx });
    };

    gesture(screen.getByRole('img', { name: /^Profil100, photo/ }), -150);
    expect(screen.getByRole('button', { current: true })).toHaveAccessibleName('Photo 2 sur 3');
    gesture(name, 90);
    expect(topName()).toBe('Profil100');

    gesture(name, 150);
    await topCard('Profil101');
    await vi.waitFor(() => expect(swipeBodies(api)).toEqual([{ swipedUserId: 100, like: true }]), patiently);
  });

  it('takes a reported profile out of the deck', async () => {
    const api = deck({
      'GET /api/swipe_profiles': () => page(swipeProfiles(10)),
      'POST /api/report_profile': () => json({ status: 'ok', message: discoveryMessages.reportSaved }),
    });
    const user = userEvent.setup();
    await topCard('Profil100');
    await user.click(screen.getByRole('button', { name: 'Signaler ce profil' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Faux profil/Arnaque' }));
    await user.click(within(dialog).getByRole('button', { name: 'Signaler' }));

    await topCard('Profil101');
    expect(screen.getByText(discoveryMessages.reportSaved)).toBeInTheDocument();
    expect(api.calls('POST /api/swipe')).toHaveLength(0);
  });
});

describe('like animation and match overlay (PRODUCT §4, §9)', () => {
  it('plays the like animation for 500 ms, then shows the match as a modal dialog until it is closed', async () => {
    deck({
      'GET /api/swipe_profiles': () => page(swipeProfiles(10)),
      'POST /api/swipe': () => json({ match: true }),
    });
    await topCard('Profil100');
    const like = screen.getByRole('button', { name: 'Like' });
    like.focus();
    vi.useFakeTimers();
    fireEvent.click(like);
    // The card flying away is decorative, hidden from screen readers, but seen.
    expect(screen.getByLabelText('Like')).toBeInTheDocument();

    // The swipe's answer arrives through promises only: flushing them moves no clock.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const dialog = screen.getByRole('dialog', { name: discoveryMessages.matchTitle });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(
      `${discoveryMessages.matchWho('Profil100', 31)} ${discoveryMessages.matchSubtitle}`,
    );
    expect(within(dialog).getByRole('img', { name: 'Profil100' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(
      within(dialog).getByRole('button', { name: 'Envoyer un message à Profil100' }),
    ).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(screen.queryByLabelText('Like')).not.toBeInTheDocument();
    // It does not leave on its own: a dialog that has the focus stays until the member closes it.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The deck's keys and buttons do nothing meanwhile.
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    vi.useRealTimers();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), patiently);
    expect(topName()).toBe('Profil101');
    // The focus is given back to what had it.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Like' }));
  });

  it('decides nothing with a drag under way as the match dialog opens: the card is still there after', async () => {
    const answer = deferred<Response>();
    const api = deck({
      'GET /api/swipe_profiles': () => page(swipeProfiles(10)),
      'POST /api/swipe': () => answer.promise,
    });
    const user = userEvent.setup();
    await topCard('Profil100');
    await user.keyboard('{ArrowRight}');
    const next = await topCard('Profil101');
    const at = { pointerId: 4, pointerType: 'touch', button: 0, clientY: 300 };
    fireEvent.pointerDown(next, { ...at, clientX: 100 });
    fireEvent.pointerMove(next, { ...at, clientX: 160 });

    // The first like's answer arrives mid-drag: a match.
    answer.resolve(json({ match: true }));
    await screen.findByRole('dialog');
    fireEvent.pointerMove(next, { ...at, clientX: 260 });
    fireEvent.pointerUp(next, { ...at, clientX: 260 });
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), patiently);
    expect(topName()).toBe('Profil101');
    expect(swipeBodies(api)).toEqual([{ swipedUserId: 100, like: true }]);
  });

  it('keeps Tab inside the match dialog, and shows two matches one after the other', async () => {
    deck({
      'GET /api/swipe_profiles': () => page(swipeProfiles(10)),
      'POST /api/swipe': () => json({ match: true }),
    });
    const user = userEvent.setup();
    await topCard('Profil100');
    await user.keyboard('{ArrowRight}');
    const first = await screen.findByRole('dialog');
    expect(within(first).getByText(spaced(discoveryMessages.matchWho('Profil100', 31)))).toBeInTheDocument();
    for (let tab = 0; tab < 5; tab += 1) {
      await user.tab();
      expect(first).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(within(first).getByRole('button', { name: 'Continuer' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), patiently);

    // Two likes answered with a match while the first dialog shows: one dialog at a time.
    await topCard('Profil101');
    await user.keyboard('{ArrowRight}');
    await screen.findByRole('dialog');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByText(spaced(discoveryMessages.matchWho('Profil101', 31)))).toBeInTheDocument();
  });

  it('shows no match after a pass, whatever the answer says', async () => {
    const api = deck({
      'GET /api/swipe_profiles': () => page(swipeProfiles(10)),
      'POST /api/swipe': () => json({ match: true }),
    });
    const user = userEvent.setup();
    await topCard('Profil100');
    await user.click(screen.getByRole('button', { name: 'Passer' }));
    await vi.waitFor(() => expect(api.calls('POST /api/swipe')).toHaveLength(1), patiently);
    await topCard('Profil101');
    expect(screen.queryByRole('heading', { name: discoveryMessages.matchTitle })).not.toBeInTheDocument();
  });

  it("'Envoyer un message' goes to the chat", async () => {
    deck({
      'GET /api/swipe_profiles': () => page(swipeProfiles(10)),
      'POST /api/swipe': () => json({ match: true }),
    });
    const user = userEvent.setup();
    await topCard('Profil100');
    await user.click(screen.getByRole('button', { name: 'Like' }));
    await user.click(await screen.findByRole('button', { name: 'Envoyer un message à Profil100' }));
    expect(await screen.findByRole('heading', { name: 'Page /chat' })).toBeInTheDocument();
  });

  it('offers the first words on the overlay: a tap goes to the chat with it to edit, nothing sent', async () => {
    const api = deck({
      'GET /api/swipe_profiles': () => page(swipeProfiles(10)),
      'POST /api/swipe': () => json({ match: true }),
    });
    const user = userEvent.setup();
    await topCard('Profil100');
    await user.click(screen.getByRole('button', { name: 'Like' }));
    const dialog = await screen.findByRole('dialog', { name: discoveryMessages.matchTitle });
    const openers = within(dialog).getByRole('region', { name: 'Pour briser la glace' });
    const buttons = within(openers).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(SAMPLE_OPENERS);
    await user.click(buttons[2] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Page /chat' })).toBeInTheDocument();
    expect(screen.getByText(/^État/)).toHaveTextContent(
      plainSpaces(JSON.stringify({ draft: SAMPLE_OPENERS[2] })),
    );
    expect(api.calls('POST /api/send_message')).toHaveLength(0);
  });
});
