import { QUESTIONS } from '@lien/contract/rules';
import { questionnaireMessages } from '@lien/contract/texts';
import { fireEvent, render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readQuizProgress, saveQuizProgress } from '../../session/storage';
import { json, primeCsrf } from '../../test/fetchMock';
import { patiently } from '../../test/patiently';
import { withQueries } from '../../test/queries';
import { signIn } from '../../test/session';
import { allAnswers, mockQuiz } from './quizTestKit';
import { usePersonalityUpdate } from './usePersonalityUpdate';
import type { PersonalityResult } from './useQuestionnaire';

beforeAll(primeCsrf);
beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

/** A stand-in for the side menu's entry. */
function Menu({ onComplete }: { onComplete: (result: PersonalityResult) => void }) {
  const update = usePersonalityUpdate(onComplete);
  return (
    <>
      <button type="button" onClick={update.open}>
        Mettre à jour mon test de personnalité
      </button>
      {update.overlay}
    </>
  );
}

const progress = (position: number) => screen.findByText(`Question ${position} sur ${QUESTIONS.length}`);

describe("the menu's personality update (PRODUCT §4)", () => {
  it('opens over the page at the first question even when every answer is saved', async () => {
    saveQuizProgress(20, allAnswers);
    mockQuiz();
    render(withQueries(<Menu onComplete={() => {}} />));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mettre à jour mon test de personnalité' }));

    expect(await screen.findByRole('dialog', { name: 'Questionnaire de personnalité' })).toBeInTheDocument();
    expect(await progress(1)).toBeInTheDocument();
    expect(localStorage.getItem('forceStartAtFirstQuestion')).toBeNull();
    expect(readQuizProgress().index).toBe(0);

    // Back on the first question closes the overlay.
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stores the new personality ID and answers, then closes', async () => {
    saveQuizProgress(QUESTIONS.length, allAnswers);
    localStorage.setItem('personalityId', 'LN-OLD0-0000');
    const api = mockQuiz({
      'POST /api/personality_questionnaire_upload': () =>
        json({ status: 'ok', personalityId: 'LN-NEW1-2345' }),
    });
    const onComplete = vi.fn();
    render(withQueries(<Menu onComplete={onComplete} />));
    fireEvent.click(screen.getByRole('button', { name: 'Mettre à jour mon test de personnalité' }));
    await progress(1);
    // Every answer is already there: 'Continuer' walks through the 58 questions.
    for (let position = 1; position <= QUESTIONS.length; position++) {
      fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    }
    expect(await screen.findByRole('heading', { name: questionnaireMessages.thanks })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer mes réponses' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), patiently);
    expect(api.calls('POST /api/personality_questionnaire_upload')).toHaveLength(1);
    expect(onComplete).toHaveBeenCalledWith({ personalityId: 'LN-NEW1-2345', answers: allAnswers });
    expect(localStorage.getItem('personalityId')).toBe('LN-NEW1-2345');
    expect(JSON.parse(localStorage.getItem('personalityAnswers') ?? 'null')).toEqual(allAnswers);
  });
});
