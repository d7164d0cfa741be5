import { questionnaireMessages } from '@lien/contract/texts';
import { useEffect, useRef } from 'react';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { ProgressBar } from '../../ui/ProgressBar';
import { Spinner } from '../../ui/Spinner';
import { StepHeader } from '../../ui/StepHeader';
import styles from './Questionnaire.module.css';
import { QuestionView } from './QuestionView';
import { SensitiveConsentStep } from './SensitiveConsentStep';
import { ThankYou } from './ThankYou';
import { type QuestionnaireCallbacks, useQuestionnaire } from './useQuestionnaire';

export type { PersonalityResult } from './useQuestionnaire';

/**
 * The personality questionnaire (PRODUCT §2.4, §4): one question per page, 'Question X sur N', a progress
 * bar, a back arrow and 'Continuer', then the thank-you state that uploads the answers. It stores its
 * progress and its result itself; the route (/personality) and the menu's overlay only say where to go
 * on exit and on completion.
 */
export function Questionnaire(callbacks: QuestionnaireCallbacks) {
  const quiz = useQuestionnaire(callbacks);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<string | null>(null);
  // A step is its index, and whether it is the consent step (the index stays when it is decided).
  const step = `${quiz.index}:${quiz.atConsent}`;

  // Each move puts the focus on the new heading; the first question shown keeps the page's own focus.
  useEffect(() => {
    if (quiz.phase !== 'ready') return;
    if (shownStep.current !== null && shownStep.current !== step) headingRef.current?.focus();
    shownStep.current = step;
  }, [quiz.phase, step]);

  if (quiz.phase !== 'ready') {
    return (
      <div className={styles.quiz}>
        <StepHeader onBack={callbacks.onExit} backLabel="Quitter le questionnaire" />
        {quiz.phase === 'loading' ? (
          <Spinner label="Chargement du questionnaire..." />
        ) : (
          <LoadFailed message={questionnaireMessages.loadFailed} onRetry={quiz.retry} />
        )}
      </div>
    );
  }

  const finished = quiz.question === undefined && !quiz.atConsent;
  const position = Math.min(quiz.index + 1, quiz.total);
  const progressText = finished
    ? 'Questionnaire terminé'
    : quiz.atConsent
      ? 'Avant les questions sensibles'
      : questionnaireMessages.progress(position, quiz.total);
  const backLabel = finished
    ? 'Revenir à la dernière question'
    : quiz.index === 0
      ? 'Retour'
      : 'Question précédente';

  return (
    <div className={styles.quiz}>
      <StepHeader onBack={quiz.back} backLabel={backLabel}>
        <div className={styles.progress}>
          <p className={styles.progressText}>{progressText}</p>
          <ProgressBar
            label="Progression du questionnaire"
            value={finished ? quiz.total : quiz.index}
            max={quiz.total}
            valueText={progressText}
          />
        </div>
      </StepHeader>
      {quiz.atConsent ? (
        <SensitiveConsentStep
          initiallyGiven={quiz.consentGiven}
          onDecide={quiz.decideConsent}
          deciding={quiz.submitting}
          error={quiz.consentError}
          headingRef={headingRef}
        />
      ) : quiz.question === undefined ? (
        <ThankYou
          onSubmit={quiz.submit}
          submitting={quiz.submitting}
          error={quiz.uploadError}
          headingRef={headingRef}
        />
      ) : (
        <>
          <QuestionView
            key={quiz.question.id}
            question={quiz.question}
            value={quiz.value}
            onChange={quiz.answer}
            headingRef={headingRef}
          />
          <div className={styles.footer}>
            <Button block disabled={!quiz.canGoOn} onClick={quiz.next}>
              Continuer
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
