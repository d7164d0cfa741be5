import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, primeCsrf } from '../../../test/fetchMock';
import { swipeProfiles } from '../../../test/profiles';
import { renderScreen } from '../../../test/render';
import { signIn } from '../../../test/session';
import { SwipeScreen } from './SwipeScreen';

vi.mock('../../../telemetry', () => ({ reportError: vi.fn(), trackEvent: vi.fn() }));

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const topCard = (name: string) => screen.findByRole('heading', { level: 2, name: new RegExp(`^${name},`) });

/** The deck over ten profiles, the card read down to its report button. */
async function scrolledDeck() {
  mockFetch({
    'GET /api/swipe_profiles': () => json({ profiles: swipeProfiles(10) }),
    'POST /api/swipe': () => json({ match: false }),
  });
  renderScreen(<SwipeScreen />, '/profile');
  await topCard('Profil100');
  // The card scrolls inside the deck, between the title row and the buttons.
  const deck = screen.getByRole('region', { name: 'Profils à découvrir' });
  deck.scrollTop = 640;
  expect(deck.scrollTop).toBe(640);
  return { deck, user: userEvent.setup() };
}

describe('each new card opens at its photo (the deck scrolled back to its top)', () => {
  it.each(['Passer', 'Like', 'Super Like'])('after « %s »', async (button) => {
    const { deck, user } = await scrolledDeck();
    await user.click(screen.getByRole('button', { name: new RegExp(`^${button}$`) }));
    await topCard('Profil101');
    expect(deck.scrollTop).toBe(0);
  });

  it('after a key of the keyboard', async () => {
    const { deck, user } = await scrolledDeck();
    await user.keyboard('{ArrowLeft}');
    await topCard('Profil101');
    expect(deck.scrollTop).toBe(0);
  });
});
