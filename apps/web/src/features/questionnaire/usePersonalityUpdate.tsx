import { lazy, Suspense, useCallback, useState } from 'react';
import { startPersonalityUpdate } from '../../session/storage';
import { FullScreenDialog } from '../../ui/FullScreenDialog';
import { Spinner } from '../../ui/Spinner';
import type { PersonalityResult } from './useQuestionnaire';

// The menu is on every signed-in screen: the questionnaire's code loads only when it is opened.
const QuestionnaireOverlay = lazy(async () => ({
  default: (await import('./QuestionnaireOverlay')).QuestionnaireOverlay,
}));

/**
 * The menu's "update personality test" (PRODUCT §4): `open()` resets the index to 0, sets the force-start
 * flag and shows the questionnaire as an overlay (`overlay`, to render anywhere); on completion the
 * new personality ID and answers are stored and the overlay closes.
 */
export function usePersonalityUpdate(onComplete?: (result: PersonalityResult) => void) {
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => {
    startPersonalityUpdate();
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const overlay = isOpen ? (
    <Suspense
      fallback={
        <FullScreenDialog label="Questionnaire de personnalité" onClose={close}>
          <Spinner label="Chargement du questionnaire..." />
        </FullScreenDialog>
      }
    >
      <QuestionnaireOverlay onClose={close} onComplete={onComplete} />
    </Suspense>
  ) : null;
  return { open, overlay, isOpen };
}
