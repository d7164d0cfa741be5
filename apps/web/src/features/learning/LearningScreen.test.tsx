import { type LearnedWeightsReply, learningMessages as t } from '@lien/contract';
import { QUESTION_CATEGORIES, QUESTION_CATEGORY_IDS } from '@lien/contract/rules';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, type FakeHandler, json, mockFetch, primeCsrf } from '../../test/fetchMock';
import { renderScreen } from '../../test/render';
import { signIn } from '../../test/session';
import { LearningScreen } from './LearningScreen';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

const NOTHING: LearnedWeightsReply = {
  answers: 0,
  resetAt: null,
  categories: QUESTION_CATEGORY_IDS.map((category) => ({
    category,
    weight: 1,
    direction: 'unchanged',
    answers: 0,
  })),
};

/** After two answers: values count more, daily life less, intimacy not shared with either. */
const LEARNED: LearnedWeightsReply = {
  answers: 2,
  resetAt: null,
  categories: QUESTION_CATEGORY_IDS.map((category) => ({
    category,
    weight: category === 'values' ? 1.42 : category === 'daily' ? 0.81 : 1,
    direction: category === 'values' ? 'more' : category === 'daily' ? 'less' : 'unchanged',
    answers: category === 'intimacy' ? 0 : 2,
  })),
};

function open(routes: Record<string, FakeHandler> = {}) {
  const api = mockFetch({
    'GET /api/learned_weights': () => json(LEARNED),
    'POST /api/learned_weights/reset': () => json({ ...NOTHING, resetAt: '2026-11-28T10:00:00.000Z' }),
    ...routes,
  });
  renderScreen(<LearningScreen />, '/ce-que-lien-a-appris');
  return { api, user: userEvent.setup() };
}

/** A paragraph saying exactly `text` (its no-break spaces included, which text matchers fold). */
const saying = (text: string) => (_content: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

const label = (id: string) => QUESTION_CATEGORIES.find((category) => category.id === id)?.label ?? id;
const rowOf = (id: string) =>
  screen.getAllByRole('listitem').find((item) => item.textContent?.includes(label(id))) as HTMLElement;

describe('« Ce que Lien a appris de vos rencontres »', () => {
  it('says in plain French where each category goes, and from how many answers', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(screen.getByText(saying(t.lead))).toBeInTheDocument();
    expect(screen.getByText(t.figureUnchanged)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: t.summary(2) });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(rowOf('values')).toHaveTextContent(`${label('values')} : Compte davantage, D’après 2 réponses`);
    expect(rowOf('daily')).toHaveTextContent('Compte moins');
    expect(rowOf('communication')).toHaveTextContent('Inchangé');
    expect(rowOf('intimacy')).toHaveTextContent('Aucune réponse ne porte sur ce domaine');
    expect(screen.getByText('Lien a tenu compte de 2 rencontres.')).toBeInTheDocument();
  });

  it('says so when nothing has been learned yet, with nothing to reset', async () => {
    open({ 'GET /api/learned_weights': () => json(NOTHING) });
    expect(await screen.findByText(saying(t.empty))).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.reset })).not.toBeInTheDocument();
  });

  it('shows the loading, then a failure with « Réessayer » that loads again', async () => {
    const answer = deferred<Response>();
    let calls = 0;
    const { user } = open({
      'GET /api/learned_weights': () => {
        calls++;
        return calls === 1 ? answer.promise : json(LEARNED);
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent(t.loading);
    answer.resolve(json({ error: 'Service momentanément indisponible.' }, 503));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.loadFailed);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('list', { name: t.summary(2) })).toBeInTheDocument();
  });

  it('resets after a confirmation, by keyboard: the empty state, and the confirmation takes the focus', async () => {
    const { api, user } = open();
    const button = await screen.findByRole('button', { name: t.reset });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: t.resetTitle });
    expect(within(dialog).getByText(t.resetBody)).toBeInTheDocument();

    // « Annuler » leaves everything as it was.
    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('POST /api/learned_weights/reset')).toHaveLength(0);
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    const again = screen.getByRole('dialog', { name: t.resetTitle });
    within(again).getByRole('button', { name: t.reset }).focus();
    await user.keyboard('{Enter}');
    const done = await screen.findByText(saying(t.resetDone));
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(saying(t.empty))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.reset })).not.toBeInTheDocument();
    expect(api.calls('POST /api/learned_weights/reset')).toHaveLength(1);
  });

  it('keeps what was learned and says so when the reset fails', async () => {
    const { user } = open({
      'POST /api/learned_weights/reset': () => json({ error: 'Service momentanément indisponible.' }, 503),
    });
    await user.click(await screen.findByRole('button', { name: t.reset }));
    const dialog = screen.getByRole('dialog', { name: t.resetTitle });
    await user.click(within(dialog).getByRole('button', { name: t.reset }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(t.resetFailed);
    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    expect(screen.getByRole('list', { name: t.summary(2) })).toBeInTheDocument();
  });
});
