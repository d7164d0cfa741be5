import { frenchSpaces } from '@lien/contract/texts';
import { fireEvent, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readQuizProgress } from '../../session/storage';
import { primeCsrf } from '../../test/fetchMock';
import { signIn } from '../../test/session';
import {
  indexOf,
  mockQuiz,
  openPersonality,
  progressText,
  questionWith,
  storeProgressAt,
} from './quizTestKit';

beforeAll(primeCsrf);
beforeEach(() => signIn({ personalityCompleted: false }));
afterEach(() => vi.unstubAllGlobals());

/** Opens the questionnaire on the question with this id, as if the ones before were answered. */
async function openAt(id: string) {
  storeProgressAt(indexOf(id));
  mockQuiz();
  openPersonality();
  await progressText(indexOf(id) + 1);
  return questionWith(id);
}

const continueButton = () => screen.getByRole('button', { name: 'Continuer' });
const savedAnswer = (text: string) => readQuizProgress().answers[text];
/** French quotation marks hold their text with non-breaking spaces. */
const quoted = (text: string) => `«\u00a0${text}\u00a0»`;

describe('sliders (PRODUCT §2.4, §9)', () => {
  it("reads km with '100 km+' from 101, between its two labels", async () => {
    const question = await openAt('demenagement-distance');
    if (question.type !== 'slider') throw new Error('slider expected');
    const slider = screen.getByRole('slider', { name: frenchSpaces(question.text) });
    // Half of a 0–101 slider, on its step of 1.
    expect(slider).toHaveValue('51');
    expect(slider).toHaveAttribute('aria-valuetext', '51 km');
    expect(screen.getByText(question.leftLabel)).toBeInTheDocument();
    expect(screen.getByText(question.rightLabel)).toBeInTheDocument();
    expect(continueButton()).toBeEnabled();

    fireEvent.change(slider, { target: { value: '101' } });
    expect(slider).toHaveAttribute('aria-valuetext', '100 km+');
    expect(screen.getAllByText('100 km+').length).toBeGreaterThan(0);
    fireEvent.change(slider, { target: { value: '100' } });
    expect(slider).toHaveAttribute('aria-valuetext', '100 km');

    await userEvent.setup().click(continueButton());
    expect(savedAnswer(question.text)).toBe(100);
  });

  it('reads a percentage, and keeps the default when left untouched', async () => {
    const question = await openAt('temps-ensemble');
    const slider = screen.getByRole('slider', { name: frenchSpaces(question.text) });
    expect(slider).toHaveAttribute('aria-valuetext', '50 %');
    // The caption, and the bubble over the thumb while it is held.
    expect(screen.getAllByText('50 %')).toHaveLength(2);
    await userEvent.setup().click(continueButton());
    expect(savedAnswer(question.text)).toBe(50);
  });

  it('places an opinion slider on its scale for screen readers, without a number on screen', async () => {
    const question = await openAt('emotions-mots');
    const slider = screen.getByRole('slider', { name: frenchSpaces(question.text) });
    expect(slider).toHaveAttribute('aria-valuetext', '50 sur 100');
    expect(screen.queryByText('50')).not.toBeInTheDocument();
  });
});

describe('range slider (PRODUCT §5, §9)', () => {
  it("keeps min at least 1 below max and max 1 above min, and reads '200 k€+'", async () => {
    const question = await openAt('revenu-serein');
    const low = screen.getByRole('slider', { name: `${frenchSpaces(question.text)} Minimum` });
    const high = screen.getByRole('slider', { name: `${frenchSpaces(question.text)} Maximum` });
    expect(low).toHaveValue('0');
    expect(high).toHaveValue('200');
    expect(high).toHaveAttribute('aria-valuetext', '200 k€+');
    expect(screen.getByText('0 k€ – 200 k€+')).toBeInTheDocument();

    fireEvent.change(low, { target: { value: '200' } });
    expect(low).toHaveValue('199');
    expect(low).toHaveAttribute('aria-valuetext', '199 k€');
    fireEvent.change(high, { target: { value: '150' } });
    expect(high).toHaveValue('200');

    fireEvent.change(low, { target: { value: '40' } });
    fireEvent.change(high, { target: { value: '10' } });
    expect(high).toHaveValue('41');
    expect(screen.getByText('40 k€ – 41 k€')).toBeInTheDocument();

    await userEvent.setup().click(continueButton());
    expect(savedAnswer(question.text)).toEqual({ min: 40, max: 41 });
  });

  it('starts at 0–200', async () => {
    const question = await openAt('invites-fete');
    expect(screen.getByRole('slider', { name: `${frenchSpaces(question.text)} Minimum` })).toHaveValue('0');
    expect(screen.getByRole('slider', { name: `${frenchSpaces(question.text)} Maximum` })).toHaveValue('200');
    expect(continueButton()).toBeEnabled();
  });
});

describe('choices (PRODUCT §2.4, §5)', () => {
  it('waits for at least one box, up to the maximum', async () => {
    const question = await openAt('se-sentir-compris');
    if (question.type !== 'multiple') throw new Error('multiple choice expected');
    const group = screen.getByRole('group', { name: frenchSpaces(question.text) });
    expect(group).toHaveAccessibleDescription("Jusqu'à 3 réponses");
    expect(continueButton()).toBeDisabled();

    const user = userEvent.setup();
    const [a, b, c, d] = question.options as [string, string, string, string];
    await user.click(within(group).getByRole('checkbox', { name: a }));
    expect(continueButton()).toBeEnabled();
    await user.click(within(group).getByRole('checkbox', { name: c }));
    await user.click(within(group).getByRole('checkbox', { name: b }));
    expect(within(group).getByRole('checkbox', { name: d })).toBeDisabled();

    await user.click(within(group).getByRole('checkbox', { name: a }));
    expect(within(group).getByRole('checkbox', { name: d })).toBeEnabled();
    await user.click(continueButton());
    // Kept in the question's order, whatever the order of the ticks.
    expect(savedAnswer(question.text)).toEqual([b, c]);
  });

  it("lets an exclusive answer ('Aucun…') stand alone", async () => {
    const question = await openAt('animaux-foyer');
    if (question.type !== 'multiple' || !question.exclusiveOptions) throw new Error('exclusive expected');
    const none = question.exclusiveOptions[0] as string;
    const [dog, cat] = question.options.filter((option) => option !== none) as [string, string];
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: dog }));
    await user.click(screen.getByRole('checkbox', { name: cat }));
    await user.click(screen.getByRole('checkbox', { name: none }));
    expect(screen.getByRole('checkbox', { name: none })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: dog })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: cat }));
    expect(screen.getByRole('checkbox', { name: none })).not.toBeChecked();
  });
});

describe('ranking (PRODUCT §2.4)', () => {
  it('reorders with the arrow buttons, keeping the focus on the moved answer', async () => {
    const question = await openAt('langages-amour');
    if (question.type !== 'rank') throw new Error('rank expected');
    const [first, second, third] = question.options as [string, string, string];
    const items = () => screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(screen.getByRole('button', { name: `Monter ${quoted(first)}` })).toBeDisabled();
    expect(continueButton()).toBeEnabled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Descendre ${quoted(first)}` }));
    expect(items().slice(0, 3)).toEqual([`1${second}`, `2${first}`, `3${third}`]);
    expect(screen.getByRole('button', { name: `Descendre ${quoted(first)}` })).toHaveFocus();
    expect(screen.getByText(`« ${first} » est maintenant en position 2 sur 5.`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Monter ${quoted(third)}` }));
    await user.click(screen.getByRole('button', { name: `Monter ${quoted(third)}` }));
    // At the top its "up" button is disabled: the focus moves to its "down" button.
    expect(screen.getByRole('button', { name: `Descendre ${quoted(third)}` })).toHaveFocus();

    await user.click(continueButton());
    expect(savedAnswer(question.text)).toEqual([third, second, first, ...question.options.slice(3)]);
  });
});
