import { endingMessages, type genderSchema } from '@lien/contract';
import type { z } from 'zod';
import { errorText } from '../../api/client';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';
import { useEndConversationMutation } from './queries';

export interface EndConversationDialogProps {
  conversationID: number;
  /** The other person, as the dialog names them. */
  firstName: string;
  gender: z.infer<typeof genderSchema>;
  /** Annuler, Escape or the backdrop. */
  onClose: () => void;
  /** The ending is stored: the caller leaves the conversation, or takes it off its list. */
  onEnded: () => void;
}

/**
 * « Mettre fin à la conversation » (issue #27), asked kindly before it is done: what it does for both,
 * that the other person is given no reason. Render it only while open.
 */
export function EndConversationDialog({
  conversationID,
  firstName,
  gender,
  onClose,
  onEnded,
}: EndConversationDialogProps) {
  const ending = useEndConversationMutation();
  const confirm = () => {
    if (!ending.isPending) ending.mutate(conversationID, { onSuccess: () => onEnded() });
  };
  const error = ending.isError ? errorText(ending.error, endingMessages.endFailed) : null;

  return (
    <Modal
      title={endingMessages.confirmTitle(firstName)}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Annuler
          </Button>
          <Button onClick={confirm} disabled={ending.isPending}>
            {ending.isPending ? endingMessages.ending : endingMessages.end}
          </Button>
        </>
      }
    >
      <p>{endingMessages.confirmText(gender)}</p>
      <p>{endingMessages.confirmKeeps(gender)}</p>
      <FormError>{error}</FormError>
    </Modal>
  );
}
