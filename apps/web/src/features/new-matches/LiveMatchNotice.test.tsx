import { MATCH_TOAST_MS } from '@lien/contract/rules';
import { discoveryMessages, liveMatchMessages as m } from '@lien/contract/texts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../test/fakeWebSocket';
import { json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { matchEvent } from '../../test/profiles';
import { withQueries } from '../../test/queries';
import { signIn } from '../../test/session';
import { useAnnounceDeckMatch } from '../discovery/deckMatchShowing';
import { AppLayout } from '../shell/AppLayout';
import { shellMessages as t } from '../shell/texts';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

/** A stand-in screen that says where the member is, address and query included. */
function Here() {
  const { pathname, search } = useLocation();
  return (
    <main>
      <h1>
        Écran {pathname}
        {search}
      </h1>
    </main>
  );
}

/** A stand-in deck showing the overlay of the member's own like until she closes it. */
function DeckWithItsOwnMatch() {
  const [showing, setShowing] = useState(true);
  useAnnounceDeckMatch(showing);
  return (
    <main>
      {showing && (
        <button type="button" onClick={() => setShowing(false)}>
          Fermer le match du deck
        </button>
      )}
    </main>
  );
}

/** The signed-in layout at `entry`, its socket open; the server counts `newMatches` unseen matches. */
async function open(entry: string, newMatches = 0, deck = <Here />) {
  let count = newMatches;
  const api = mockFetch({
    'GET /api/new_likes_count': () => json({ count: 0 }),
    'GET /api/unread_messages_count': () => json({ count: 1 }),
    'GET /api/new_matches_count': () => json({ count }),
    'POST /api/mark_match_seen': () => {
      count = Math.max(0, count - 1);
      return json({ status: 'ok' });
    },
  });
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: ['/profile', '/likes', '/chat', '/myProfile', '/videoCall'].map((path) => ({
          path,
          element: path === '/profile' ? deck : <Here />,
        })),
      },
    ],
    { initialEntries: [entry] },
  );
  render(withQueries(<RouterProvider router={router} />));
  FakeWebSocket.latest().accept();
  return { api, user: userEvent.setup() };
}

/** The notice's text as testing-library reads it (its no-break spaces count as spaces). */
const toast = (firstName: string) => m.toast(firstName).replace(/\u00a0/g, ' ');

const chatLink = () =>
  within(screen.getByRole('navigation', { name: t.navLabel })).getByRole('link', { name: /^Messages/ });

describe('a match made by the other person’s like, on the deck', () => {
  it('shows the match overlay with the partner, a way to the thread and one to plan a call', async () => {
    const { user } = await open('/profile');
    FakeWebSocket.latest().push(matchEvent(31, { id: 44, firstName: 'Léa' }));

    // Not the card on the deck: the dialog names who it is with (issue 24).
    const dialog = await screen.findByRole('dialog', {
      name: discoveryMessages.liveMatchTitle('Léa'),
    });
    expect(dialog).toHaveAccessibleDescription(
      `${discoveryMessages.liveMatchWho('Léa')} ${discoveryMessages.matchSubtitle}`,
    );
    expect(screen.getByRole('button', { name: `${m.planCall} avec Léa` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `${m.sendMessage} à Léa` }));
    expect(screen.getByRole('heading', { name: 'Écran /chat?conversationID=31' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('plans a call from the overlay, and the match counts as seen', async () => {
    const { api, user } = await open('/profile', 1);
    FakeWebSocket.latest().push(matchEvent(32, { id: 45, firstName: 'Léa' }));
    await user.click(await screen.findByRole('button', { name: `${m.planCall} avec Léa` }));
    expect(screen.getByRole('heading', { name: 'Écran /videoCall?userId=45' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('POST /api/mark_match_seen')).toHaveLength(1));
    expect(api.calls('POST /api/mark_match_seen')[0]?.body).toEqual({ userId: 45 });
  });

  it('waits while the deck shows the overlay of her own like, so that two never stack', async () => {
    const { user } = await open('/profile', 0, <DeckWithItsOwnMatch />);
    FakeWebSocket.latest().push(matchEvent(38, { id: 50, firstName: 'Léa' }));
    expect(screen.queryByRole('button', { name: `${m.sendMessage} à Léa` })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fermer le match du deck' }));
    expect(await screen.findByRole('button', { name: `${m.sendMessage} à Léa` })).toBeInTheDocument();
  });

  it('says nothing more for the member whose own swipe made the match (the deck already did)', async () => {
    await open('/profile');
    FakeWebSocket.latest().push(matchEvent(33, { firstName: 'Léa' }, { partnerLikedBack: false }));
    FakeWebSocket.latest().push(matchEvent(34, { id: 46, firstName: 'Nina' }));
    expect(await screen.findByRole('button', { name: `${m.sendMessage} à Nina` })).toBeInTheDocument();
    expect(screen.queryByText(/Léa/)).not.toBeInTheDocument();
  });
});

describe('a match made by the other person’s like, anywhere else', () => {
  it('announces a notice in a live region, with a link to the conversation', async () => {
    const { user } = await open('/likes');
    const region = screen.getByRole('status', { name: '' });
    FakeWebSocket.latest().push(matchEvent(35, { id: 47, firstName: 'Léa' }));

    expect(await within(region).findByText(toast('Léa'))).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: discoveryMessages.matchTitle })).not.toBeInTheDocument();
    await user.click(within(region).getByRole('link', { name: m.openConversation('Léa') }));
    expect(screen.getByRole('heading', { name: 'Écran /chat?conversationID=35' })).toBeInTheDocument();
    expect(within(region).queryByText(toast('Léa'))).not.toBeInTheDocument();
  });

  it('is reached and closed by keyboard, and closing it marks the match seen', async () => {
    const { api, user } = await open('/myProfile', 1);
    FakeWebSocket.latest().push(matchEvent(36, { id: 48, firstName: 'Léa' }));
    await screen.findByText(toast('Léa'));
    // The notice takes no focus of its own; the member tabs to it.
    expect(document.body).toHaveFocus();
    const close = screen.getByRole('button', { name: m.dismiss });
    for (let step = 0; step < 40 && document.activeElement !== close; step += 1) await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText(toast('Léa'))).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls('POST /api/mark_match_seen')[0]?.body).toEqual({ userId: 48 }));
  });

  it('leaves by itself after its time, not while the pointer is on it, and the match stays unseen', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { api } = await open('/likes', 1);
      FakeWebSocket.latest().push(matchEvent(39, { id: 51, firstName: 'Léa' }));
      const notice = screen.getByText(toast('Léa'));
      fireEvent.pointerEnter(notice.parentElement as HTMLElement);
      act(() => {
        vi.advanceTimersByTime(MATCH_TOAST_MS * 2);
      });
      expect(screen.getByText(toast('Léa'))).toBeInTheDocument();

      fireEvent.pointerLeave(notice.parentElement as HTMLElement);
      act(() => {
        vi.advanceTimersByTime(MATCH_TOAST_MS);
      });
      expect(screen.queryByText(toast('Léa'))).not.toBeInTheDocument();
      expect(api.calls('POST /api/mark_match_seen')).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes with Escape from inside it', async () => {
    const { user } = await open('/likes');
    FakeWebSocket.latest().push(matchEvent(37, { id: 49, firstName: 'Léa' }));
    (await screen.findByRole('link', { name: m.openConversation('Léa') })).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByText(toast('Léa'))).not.toBeInTheDocument();
  });
});

describe('the Messages badge', () => {
  it('adds the matches not seen yet to the unread messages, and follows the live counts', async () => {
    await open('/likes', 2);
    await waitFor(() =>
      expect(chatLink()).toHaveAccessibleName('Messages 1 message non lu, 2 nouveaux matchs'),
    );
    expect(chatLink()).toHaveTextContent('3');

    FakeWebSocket.latest().push({ type: 'counts', newLikes: 0, unreadMessages: 1, newMatches: 0 });
    await waitFor(() => expect(chatLink()).toHaveAccessibleName('Messages 1 message non lu'));
    expect(chatLink()).toHaveTextContent('1');
  });
});
