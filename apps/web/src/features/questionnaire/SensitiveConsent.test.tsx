import {
  isSensitiveQuestion,
  QUESTIONS,
  SENSITIVE_CONSENT_TEXT,
  SENSITIVE_CONSENT_VERSION,
  SENSITIVE_QUESTION_IDS,
} from '@lien/contract/rules';
import { frenchSpaces } from '@lien/contract/texts';
import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveQuizProgress } from '../../session/storage';
import { json, primeCsrf } from '../../test/fetchMock';
import { plainSpaces } from '../../test/plainSpaces';
import { signIn } from '../../test/session';
import { allAnswers, answersBefore, consentState, mockQuiz, openPersonality } from './quizTestKit';

/** The consent step stands before the first sensitive question. */
const consentAt = QUESTIONS.findIndex(isSensitiveQuestion);
const firstSensitive = QUESTIONS[consentAt];
const afterSkipping = QUESTIONS.filter((question) => !isSensitiveQuestion(question));
const nonSensitiveCount = afterSkipping.length;

beforeAll(primeCsrf);
beforeEach(() => signIn({ personalityCompleted: false }));
afterEach(() => vi.unstubAllGlobals());

const continueButton = () => screen.getByRole('button', { name: 'Continuer' });
const consentBox = () => screen.getByRole('checkbox', { name: SENSITIVE_CONSENT_TEXT.checkbox });

describe('the consent step before the sensitive questions (RGPD art. 9)', () => {
  it('comes before the first sensitive question, unticked, with its own text', async () => {
    saveQuizProgress(consentAt, answersBefore(consentAt));
    mockQuiz({ 'GET /api/sensitive_consent': () => json(consentState(false)) });
    openPersonality();
    expect(
      await screen.findByRole('heading', { level: 2, name: SENSITIVE_CONSENT_TEXT.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(plainSpaces(SENSITIVE_CONSENT_TEXT.intro))).toBeInTheDocument();
    expect(consentBox()).not.toBeChecked();
    expect(
      screen.getByText('Sans cocher la case, les questions sensibles seront passées.'),
    ).toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
  });

  it('refused: the sensitive questions are skipped and counted out, and no consent is recorded', async () => {
    saveQuizProgress(consentAt, answersBefore(consentAt));
    const api = mockQuiz({
      'GET /api/sensitive_consent': () => json(consentState(false)),
      'POST /api/personality_questionnaire_upload': () =>
        json({ status: 'ok', personalityId: 'LN-7K2Q-M4XD' }),
    });
    openPersonality();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: SENSITIVE_CONSENT_TEXT.title });
    await user.click(continueButton());
    // The count now leaves the sensitive questions out; the next one asked is not sensitive.
    const next = afterSkipping[consentAt];
    if (!next) throw new Error('no question after the consent step');
    expect(await screen.findByText(`Question ${consentAt + 1} sur ${nonSensitiveCount}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: frenchSpaces(next.text) })).toHaveFocus();
    expect(api.calls('POST /api/sensitive_consent')).toHaveLength(0);
  });

  it('refused, then finished: the upload carries no sensitive answer', async () => {
    // A member who went on without consent earlier: the device holds every answer, sensitive ones too.
    saveQuizProgress(QUESTIONS.length, allAnswers);
    const api = mockQuiz({
      'GET /api/sensitive_consent': () => json(consentState(false)),
      'POST /api/personality_questionnaire_upload': () =>
        json({ status: 'ok', personalityId: 'LN-7K2Q-M4XD' }),
    });
    openPersonality();
    const user = userEvent.setup();
    // Without consent the sensitive answers are not kept: the questionnaire resumes at the step.
    await screen.findByRole('heading', { name: SENSITIVE_CONSENT_TEXT.title });
    await user.click(continueButton());
    for (let position = consentAt + 1; position <= nonSensitiveCount; position++) {
      await screen.findByText(`Question ${position} sur ${nonSensitiveCount}`);
      await user.click(continueButton());
    }
    await user.click(await screen.findByRole('button', { name: 'Envoyer mes réponses' }));
    expect(await screen.findByRole('heading', { name: 'Page /bio' })).toBeInTheDocument();
    const body = api.calls('POST /api/personality_questionnaire_upload')[0]?.body as Record<string, unknown>;
    expect(Object.keys(body)).toHaveLength(QUESTIONS.length - SENSITIVE_QUESTION_IDS.length);
    for (const question of QUESTIONS.filter(isSensitiveQuestion))
      expect(body).not.toHaveProperty(question.text);
  });

  it('given: records the consent with the text in force, then asks the sensitive questions', async () => {
    saveQuizProgress(consentAt, answersBefore(consentAt));
    const api = mockQuiz({
      'GET /api/sensitive_consent': () => json(consentState(false)),
      'POST /api/sensitive_consent': () => json(consentState(true)),
    });
    openPersonality();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: SENSITIVE_CONSENT_TEXT.title });
    await user.click(consentBox());
    await user.click(continueButton());
    expect(
      await screen.findByRole('heading', { level: 2, name: frenchSpaces(firstSensitive?.text ?? '') }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Question ${consentAt + 1} sur ${QUESTIONS.length}`)).toBeInTheDocument();
    expect(api.calls('POST /api/sensitive_consent')[0]?.body).toEqual({ version: SENSITIVE_CONSENT_VERSION });
  });
});
