import { FullScreenDialog } from '../../ui/FullScreenDialog';
import { type PersonalityResult, Questionnaire } from './Questionnaire';

export interface QuestionnaireOverlayProps {
  /** Leaving without finishing, or after finishing: the overlay is to be removed. */
  onClose: () => void;
  /** After the upload; the personality ID and the answers are already stored on the device. */
  onComplete?: (result: PersonalityResult) => void;
}

/** The questionnaire over the current screen (PRODUCT §4, the menu's "update personality test"). */
export function QuestionnaireOverlay({ onClose, onComplete }: QuestionnaireOverlayProps) {
  return (
    <FullScreenDialog label="Questionnaire de personnalité" onClose={onClose}>
      <Questionnaire
        onExit={onClose}
        onComplete={(result) => {
          onComplete?.(result);
          onClose();
        }}
      />
    </FullScreenDialog>
  );
}
