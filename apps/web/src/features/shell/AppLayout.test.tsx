import { learningMessages } from '@lien/contract';
import { QUESTIONS } from '@lien/contract/rules';
import { render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveQuizProgress, storageKeys } from '../../session/storage';
import { type FakeHandler, json, primeCsrf } from '../../test/fetchMock';
import { withQueries } from '../../test/queries';
import { signIn } from '../../test/session';
import { Screen } from '../../ui/Screen';
import { allAnswers, mockQuiz } from '../questionnaire/quizTestKit';
import { AppLayout } from './AppLayout';
import { shellMessages as t } from './texts';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

/** A stand-in screen, drawn as the real ones are. */
const page = (title: string) => <Screen title={title}>{null}</Screen>;

/** The layout around a few stand-in screens, as routes.tsx composes it. */
function open(entry: string, counts = { likes: 0, unread: 0 }, routes: Record<string, FakeHandler> = {}) {
  const api = mockQuiz({
    'GET /api/new_likes_count': () => json({ count: counts.likes }),
    'GET /api/unread_messages_count': () => json({ count: counts.unread }),
    'GET /api/new_matches_count': () => json({ count: 0 }),
    ...routes,
  });
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [
          '/likes',
          '/chat',
          '/profile',
          '/myProfile',
          '/services',
          '/encounterPreferences',
          '/ce-que-lien-a-appris',
          '/videoCall',
          '/pendingMatches',
          '/affinity',
        ].map((path) => ({ path, element: page(`Écran ${path}`) })),
      },
      { path: '*', element: page('Ailleurs') },
    ],
    { initialEntries: [entry] },
  );
  render(withQueries(<RouterProvider router={router} />));
  return { api, router, user: userEvent.setup() };
}

const bar = () => screen.getByRole('navigation', { name: t.navLabel });

describe('the bottom bar (PRODUCT §2.5)', () => {
  it('holds menu, the agenda, likes, swipe, chat and my profile, the current one marked', () => {
    open('/likes');
    const items = [...within(bar()).getAllByRole('button'), ...within(bar()).getAllByRole('link')].sort(
      (a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1),
    );
    expect(items.map((item) => item.textContent)).toEqual([
      t.menu,
      t.agenda,
      t.likes,
      t.swipe,
      t.chat,
      t.myProfile,
    ]);
    expect(within(bar()).getByRole('link', { name: t.agenda })).toHaveAttribute('href', '/videoCall');
    expect(within(bar()).getByRole('link', { name: t.likes })).toHaveAttribute('aria-current', 'page');
    expect(within(bar()).getByRole('link', { name: t.swipe })).toHaveAttribute('href', '/profile');
    expect(within(bar()).getByRole('link', { name: t.myProfile })).toHaveAttribute('href', '/myProfile');
  });

  it("shows the likes and chat badges, '9+' above 9, with a full count for screen readers", async () => {
    open('/profile', { likes: 12, unread: 3 });
    const likes = within(bar()).getByRole('link', { name: /^Likes/ });
    await waitFor(() => expect(likes).toHaveTextContent('9+'));
    expect(likes).toHaveAccessibleName('Likes 12 nouveaux likes');
    const chat = within(bar()).getByRole('link', { name: /^Messages/ });
    expect(chat).toHaveAccessibleName('Messages 3 messages non lus');
    expect(chat).toHaveTextContent('3');
  });

  it('navigates to the screen of a link', async () => {
    const { user } = open('/likes');
    await user.click(within(bar()).getByRole('link', { name: t.chat }));
    expect(screen.getByRole('heading', { name: 'Écran /chat' })).toBeInTheDocument();
  });

  it('opens the agenda of booked calls from its second button, marked as the current screen', async () => {
    const { user } = open('/profile');
    await user.click(within(bar()).getByRole('link', { name: t.agenda }));
    expect(screen.getByRole('heading', { name: 'Écran /videoCall' })).toBeInTheDocument();
    expect(within(bar()).getByRole('link', { name: t.agenda })).toHaveAttribute('aria-current', 'page');
  });
});

describe('feedback (PRODUCT §2.5, issue 24)', () => {
  it('is an entry of the side menu, not a floating speech bubble, and its dialog gives the focus back', async () => {
    const { user } = open('/likes');
    const menuButton = within(bar()).getByRole('button', { name: t.menu });
    // No screen carries a feedback button of its own any more (it was taken for the messages).
    expect(screen.queryByRole('button', { name: 'Donner mon avis' })).not.toBeInTheDocument();
    await user.click(menuButton);
    await user.click(
      within(screen.getByRole('dialog', { name: t.menuTitle })).getByRole('button', {
        name: 'Donner mon avis',
      }),
    );
    expect(screen.queryByRole('dialog', { name: t.menuTitle })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Votre avis' });
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });
});

describe('the side menu (PRODUCT §2.5, §6)', () => {
  it("opens as a dialog with our three entries, then the product brief's eight in order, none greyed out (#24)", async () => {
    const { user } = open('/likes');
    const menuButton = within(bar()).getByRole('button', { name: t.menu });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    const menu = screen.getByRole('dialog', { name: t.menuTitle });
    expect(menu).toHaveFocus();
    const entries = within(menu)
      .getAllByRole('listitem')
      .map((item) => item.firstElementChild as HTMLElement);
    expect(entries.map((entry) => entry.textContent)).toEqual([
      t.pendingMatches,
      t.agenda,
      t.affinity,
      t.updatePersonality,
      t.services,
      t.premium,
      t.encounterPreferences,
      learningMessages.title,
      t.settings,
      t.privacy,
      t.changePassword,
      'Donner mon avis',
      t.logout,
    ]);
    expect(entries.filter((entry) => entry.matches(':disabled'))).toEqual([]);
    const linkTo = (name: string) => within(menu).getByRole('link', { name });
    expect(linkTo(t.premium)).toHaveAttribute('href', '/premium');
    expect(linkTo(t.settings)).toHaveAttribute('href', '/settings');
    expect(linkTo(t.privacy)).toHaveAttribute('href', '/privacy');
    await user.click(linkTo(t.settings));
    expect(screen.queryByRole('dialog', { name: t.menuTitle })).not.toBeInTheDocument();
  });

  it('closes with Escape and gives the focus back to the menu button', async () => {
    const { user } = open('/likes');
    const menuButton = within(bar()).getByRole('button', { name: t.menu });
    await user.click(menuButton);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('keeps Tab inside the menu', async () => {
    const { user } = open('/likes');
    await user.click(within(bar()).getByRole('button', { name: t.menu }));
    const menu = screen.getByRole('dialog', { name: t.menuTitle });
    for (let press = 0; press < 12; press += 1) {
      await user.tab();
      expect(menu).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it.each([
    [t.encounterPreferences, '/encounterPreferences'],
    [learningMessages.title, '/ce-que-lien-a-appris'],
    [t.pendingMatches, '/pendingMatches'],
    [t.agenda, '/videoCall'],
    [t.affinity, '/affinity'],
  ])('leads to %s and closes', async (entry, path) => {
    const { user } = open('/likes');
    await user.click(within(bar()).getByRole('button', { name: t.menu }));
    const menu = screen.getByRole('dialog', { name: t.menuTitle });
    await user.click(within(menu).getByRole('link', { name: entry }));
    expect(screen.getByRole('heading', { name: `Écran ${path}` })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logs out: all local storage cleared, then welcome', async () => {
    localStorage.setItem('privacySettings', '{}');
    const { user, router } = open('/likes');
    await user.click(within(bar()).getByRole('button', { name: t.menu }));
    await user.click(screen.getByRole('button', { name: t.logout }));
    expect(router.state.location.pathname).toBe('/welcome');
    expect(localStorage.length).toBe(0);
  });

  it('opens the personality test over the screen, at question 1 even when answers are saved', async () => {
    saveQuizProgress(20, allAnswers);
    const { user } = open('/likes');
    await user.click(within(bar()).getByRole('button', { name: t.menu }));
    await user.click(screen.getByRole('button', { name: t.updatePersonality }));
    expect(screen.queryByRole('dialog', { name: t.menuTitle })).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Questionnaire de personnalité' })).toBeInTheDocument();
    expect(await screen.findByText(`Question 1 sur ${QUESTIONS.length}`)).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.lastQuestionIndex)).toBe('0');
  });
});
