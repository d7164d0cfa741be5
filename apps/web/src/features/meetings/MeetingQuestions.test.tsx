import { type MeetingQuestion, meetingMessages } from '@lien/contract';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { conversation } from '../../test/chat';
import { type FakeHandler, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { plainSpaces } from '../../test/plainSpaces';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { ChatScreen } from '../chat/ChatScreen';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const CAMILLE = conversation(1, 'Camille');
const HUGO = conversation(2, 'Hugo');
const question = (conversationId: number, firstName: string, gender: 'male' | 'female'): MeetingQuestion => ({
  conversationId,
  askedBecause: 'call',
  askedAt: '2026-11-27T20:00:00Z',
  partner: { id: 100 + conversationId, firstName, photoUrl: null, gender },
});

function open(path: string, questions: MeetingQuestion[], routes: Record<string, FakeHandler> = {}) {
  const api = mockFetch({
    'GET /api/conversations': () => json({ conversations: [CAMILLE, HUGO] }),
    'GET /api/conversation_messages': () => json({ messages: [], hasMore: false, turn: null }),
    'POST /api/mark_conversation_read': () => json({ status: 'ok' }),
    'GET /api/meeting_questions': () => json({ questions }),
    'POST /api/meeting_answers': () => json({ status: 'ok', message: meetingMessages.thanks }),
    ...routes,
  });
  return { api, user: userEvent.setup(), ...renderScreen(<ChatScreen />, path) };
}

/** The card's accessible name (its heading; the name keeps the no-break space before « ? »). */
const QUESTION_NAME = /^Vous êtes-vous rencontrés/;
const card = () => screen.findByRole('region', { name: QUESTION_NAME });

describe('« Vous vous êtes vus ? » (issue #27)', () => {
  it('asks above the conversation list, naming the person, with « la revoir » for a woman', async () => {
    open('/chat', [question(1, 'Camille', 'female')]);
    const asked = await card();
    expect(asked).toHaveTextContent(plainSpaces(meetingMessages.about('Camille')));
    const answers = within(asked)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(answers).toEqual(['Oui, et j’aimerais la revoir', 'Oui, mais sans suite', 'Pas encore']);
    expect(asked).toHaveTextContent(plainSpaces(meetingMessages.privateNote));
    // The card comes before the conversations.
    const list = screen.getByRole('list', { name: 'Conversations' });
    expect(asked.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says « le revoir » of a man', async () => {
    open('/chat', [question(2, 'Hugo', 'male')]);
    expect(
      await within(await card()).findByRole('button', { name: 'Oui, et j’aimerais le revoir' }),
    ).toBeEnabled();
  });

  it('sends the answer chosen by keyboard, thanks the member privately and takes the card away', async () => {
    const { api, user } = open('/chat', [question(1, 'Camille', 'female')]);
    const asked = await card();
    within(asked).getByRole('button', { name: 'Oui, mais sans suite' }).focus();
    await user.keyboard('{Enter}');

    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent(plainSpaces(meetingMessages.thanks));
    expect(thanks).toHaveFocus();
    expect(screen.queryByRole('region', { name: QUESTION_NAME })).not.toBeInTheDocument();
    expect(api.calls('POST /api/meeting_answers').map((call) => call.body)).toEqual([
      { conversationId: 1, answer: 'no_follow_up' },
    ]);
  });

  it('asks in the conversation’s own thread, only about that person, on one line that opens', async () => {
    const { api, user } = open('/chat?conversationID=2', [
      question(1, 'Camille', 'female'),
      question(2, 'Hugo', 'male'),
    ]);
    const asked = await card();
    expect(screen.getAllByRole('region', { name: QUESTION_NAME })).toHaveLength(1);
    // Closed: one line, the question as a button that opens, nothing else to read or press.
    const prompt = within(asked).getByRole('button', { name: QUESTION_NAME });
    expect(prompt).toHaveAttribute('aria-expanded', 'false');
    expect(within(asked).getAllByRole('button')).toEqual([prompt]);
    expect(within(asked).queryByText(plainSpaces(meetingMessages.privateNote))).not.toBeVisible();

    // Opened by keyboard: the three answers about Hugo, the private note, then one chosen.
    prompt.focus();
    await user.keyboard('{Enter}');
    expect(prompt).toHaveAttribute('aria-expanded', 'true');
    const answers = within(asked)
      .getAllByRole('button')
      .filter((button) => button !== prompt)
      .map((button) => button.textContent);
    expect(answers).toEqual(['Oui, et j’aimerais le revoir', 'Oui, mais sans suite', 'Pas encore']);
    expect(within(asked).getByText(plainSpaces(meetingMessages.privateNote))).toBeVisible();
    await user.click(within(asked).getByRole('button', { name: 'Pas encore' }));
    expect(await screen.findByRole('status')).toHaveTextContent(plainSpaces(meetingMessages.thanks));
    expect(api.calls('POST /api/meeting_answers').map((call) => call.body)).toEqual([
      { conversationId: 2, answer: 'not_yet' },
    ]);
  });

  it('says in the thread’s opened line when the answer could not be stored', async () => {
    const { user } = open('/chat?conversationID=2', [question(2, 'Hugo', 'male')], {
      'POST /api/meeting_answers': () => json({ error: 'Service indisponible.' }, 503),
    });
    const asked = await card();
    await user.click(within(asked).getByRole('button', { name: QUESTION_NAME }));
    await user.click(within(asked).getByRole('button', { name: 'Oui, mais sans suite' }));
    expect(await within(asked).findByRole('alert')).toHaveTextContent(
      plainSpaces(meetingMessages.answerFailed),
    );
    expect(within(asked).getByRole('button', { name: QUESTION_NAME })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('keeps the card and says so when the answer could not be stored', async () => {
    const { user } = open('/chat', [question(1, 'Camille', 'female')], {
      'POST /api/meeting_answers': () => json({ error: 'Service indisponible.' }, 503),
    });
    await user.click(within(await card()).getByRole('button', { name: 'Pas encore' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(plainSpaces(meetingMessages.answerFailed));
    expect(await card()).toBeInTheDocument();
  });

  it('shows nothing when there is no question, or when it cannot be read', async () => {
    open('/chat', [], {});
    await screen.findByRole('list', { name: 'Conversations' });
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());

    vi.unstubAllGlobals();
    open('/chat', [], { 'GET /api/meeting_questions': () => json({ error: 'Erreur' }, 500) });
    expect((await screen.findAllByRole('list', { name: 'Conversations' })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: QUESTION_NAME })).not.toBeInTheDocument();
  });
});
