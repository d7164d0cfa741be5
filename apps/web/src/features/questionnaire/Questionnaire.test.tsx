import { QUESTIONS } from '@lien/contract/rules';
import { frenchSpaces, questionnaireMessages } from '@lien/contract/texts';
import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readQuizProgress, saveQuizProgress } from '../../session/storage';
import { json, primeCsrf } from '../../test/fetchMock';
import { signIn } from '../../test/session';
import {
  allAnswers,
  answersBefore,
  mockQuiz,
  openPersonality,
  progressText,
  servedQuestions,
  storeProgressAt,
} from './quizTestKit';

const first = QUESTIONS[0];
const second = QUESTIONS[1];
const last = QUESTIONS[QUESTIONS.length - 1];
if (!first || !second || !last || first.type !== 'single')
  throw new Error('the questionnaire opens on a single choice');

beforeAll(primeCsrf);
beforeEach(() => signIn({ personalityCompleted: false }));
afterEach(() => vi.unstubAllGlobals());

const continueButton = () => screen.getByRole('button', { name: 'Continuer' });

describe('questionnaire pages (PRODUCT §2.4, §5)', () => {
  it('shows « Question 1 sur 58 », the progress and waits for a choice', async () => {
    mockQuiz();
    openPersonality();
    expect(await progressText(1)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progression du questionnaire' })).toHaveAttribute(
      'aria-valuemax',
      '58',
    );
    expect(screen.getByRole('heading', { level: 2, name: frenchSpaces(first.text) })).toBeInTheDocument();
    const choices = screen.getByRole('radiogroup', { name: frenchSpaces(first.text) });
    expect(choices).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: first.options[1] }));
    expect(continueButton()).toBeEnabled();
    await user.click(continueButton());

    expect(await progressText(2)).toBeInTheDocument();
    // The new question takes the focus, so a screen reader reads it at once.
    expect(screen.getByRole('heading', { level: 2, name: frenchSpaces(second.text) })).toHaveFocus();
    expect(readQuizProgress()).toMatchObject({ index: 1, answers: { [first.text]: first.options[1] } });
  });

  it('exits to the interests from the first question', async () => {
    mockQuiz();
    openPersonality();
    await progressText(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByRole('heading', { name: 'Page /selectInterests' })).toBeInTheDocument();
  });

  it('goes back one question, keeping the answers and saving the index', async () => {
    storeProgressAt(3);
    mockQuiz();
    openPersonality();
    await progressText(4);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Question précédente' }));

    expect(await progressText(3)).toBeInTheDocument();
    expect(readQuizProgress().index).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Question précédente' }));
    await user.click(screen.getByRole('button', { name: 'Question précédente' }));
    expect(await progressText(1)).toBeInTheDocument();
    // The answer given before is shown again.
    expect(screen.getByRole('radio', { name: String(allAnswers[first.text]) })).toBeChecked();
    expect(readQuizProgress().index).toBe(0);
  });

  it('says when the questions cannot be loaded, and tries again', async () => {
    let fails = true;
    mockQuiz({
      'GET /personality_questions.json': () =>
        fails ? json({ error: 'Panne' }, 503) : json(servedQuestions()),
    });
    openPersonality();
    expect(await screen.findByRole('alert')).toHaveTextContent(questionnaireMessages.loadFailed);
    fails = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await progressText(1)).toBeInTheDocument();
  });
});

describe('resuming (PRODUCT §4)', () => {
  it('resumes at the saved question after a reload', async () => {
    storeProgressAt(12);
    mockQuiz();
    openPersonality();
    expect(await progressText(13)).toBeInTheDocument();
  });

  it("falls back to the server's answers when the device's are incomplete, at the first unanswered", async () => {
    saveQuizProgress(3, answersBefore(3));
    const api = mockQuiz({ 'GET /api/personality_answers': () => json({ answers: answersBefore(10) }) });
    openPersonality();
    expect(await progressText(11)).toBeInTheDocument();
    expect(api.calls('GET /api/personality_answers')[0]?.headers.get('authorization')).toBe(
      'Bearer test-jwt',
    );
    expect(readQuizProgress()).toMatchObject({ index: 10, answers: answersBefore(10) });
  });

  it("keeps the device's answer where both exist", async () => {
    const mine = first.options[0] as string;
    const server = { ...answersBefore(10), [first.text]: first.options[2] };
    saveQuizProgress(1, { [first.text]: mine });
    mockQuiz({ 'GET /api/personality_answers': () => json({ answers: server }) });
    openPersonality();
    await progressText(11);
    expect(readQuizProgress().answers[first.text]).toBe(mine);
  });

  it('starts at the first question when the force-start flag is set, and uses the flag up', async () => {
    saveQuizProgress(30, allAnswers);
    localStorage.setItem('forceStartAtFirstQuestion', 'true');
    const api = mockQuiz();
    openPersonality();
    expect(await progressText(1)).toBeInTheDocument();
    // Everything is on the device already: the server is not asked.
    expect(api.calls('GET /api/personality_answers')).toHaveLength(0);
    expect(localStorage.getItem('forceStartAtFirstQuestion')).toBeNull();
    // The saved answer is already there, so 'Continuer' is ready.
    expect(continueButton()).toBeEnabled();
  });

  it('opens on the thank-you state when everything is answered and that is where the person was', async () => {
    saveQuizProgress(QUESTIONS.length, allAnswers);
    mockQuiz();
    openPersonality();
    expect(await screen.findByRole('heading', { name: questionnaireMessages.thanks })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Revenir à la dernière question' }));
    expect(await progressText(58)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: frenchSpaces(last.text) })).toBeInTheDocument();
    expect(readQuizProgress().index).toBe(57);
  });
});

describe('submitting (PRODUCT §4, §8)', () => {
  it('uploads every answer keyed by trimmed text, stores the result and goes to the bio', async () => {
    // A wording served with stray spaces is still answered under its trimmed text.
    const questions = servedQuestions().map((question, index) =>
      index === 0 ? { ...question, text: `  ${question.text}  ` } : question,
    );
    saveQuizProgress(QUESTIONS.length - 1, allAnswers);
    const api = mockQuiz({
      'GET /personality_questions.json': () => json(questions),
      'POST /api/personality_questionnaire_upload': () =>
        json({ status: 'ok', personalityId: 'LN-7K2Q-M4XD' }),
    });
    openPersonality();
    const user = userEvent.setup();
    await progressText(58);
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { name: questionnaireMessages.thanks })).toHaveFocus();
    expect(readQuizProgress().index).toBe(58);
    await user.click(screen.getByRole('button', { name: 'Envoyer mes réponses' }));

    expect(await screen.findByRole('heading', { name: 'Page /bio' })).toBeInTheDocument();
    const body = api.calls('POST /api/personality_questionnaire_upload')[0]?.body as Record<string, unknown>;
    expect(body).toEqual(allAnswers);
    expect(Object.keys(body)).toHaveLength(58);
    expect(Object.keys(body)[0]).toBe(first.text);
    expect(localStorage.getItem('personalityCompleted')).toBe('true');
    expect(localStorage.getItem('lastQuestionIndex')).toBeNull();
    expect(localStorage.getItem('personalityId')).toBe('LN-7K2Q-M4XD');
    expect(JSON.parse(localStorage.getItem('personalityAnswers') ?? 'null')).toEqual(allAnswers);
  });

  it('says the save failed and lets the person try again', async () => {
    saveQuizProgress(QUESTIONS.length, allAnswers);
    let reply = json({ error: 'Veuillez répondre à la question.' }, 400);
    mockQuiz({ 'POST /api/personality_questionnaire_upload': () => reply });
    openPersonality();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Envoyer mes réponses' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(questionnaireMessages.uploadFailed);
    expect(localStorage.getItem('personalityCompleted')).toBe('false');
    expect(readQuizProgress().index).toBe(58);

    reply = json({ status: 'ok', personalityId: 'LN-0000-0001' });
    await user.click(screen.getByRole('button', { name: 'Envoyer mes réponses' }));
    expect(await screen.findByRole('heading', { name: 'Page /bio' })).toBeInTheDocument();
  });
});
