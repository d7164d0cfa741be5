import { blockMessages } from '@lien/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { blocksApi } from '../../api/blocks';
import { errorText } from '../../api/client';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';
import { useSubmission } from '../../ui/useSubmission';
import { blockKeys } from './queries';

export interface BlockDialogProps {
  userId: number;
  firstName: string;
  /** Annuler, Escape or the backdrop. */
  onClose: () => void;
  /** The block is stored: the caller leaves a screen that shows a person no longer there. */
  onBlocked: () => void;
}

/**
 * Blocking a member, apart from reporting them (issue #16): what it does, said before it is done,
 * then POST /api/block_profile. Render it only while open.
 */
export function BlockDialog({ userId, firstName, onClose, onBlocked }: BlockDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const { pending, run } = useSubmission();
  const queryClient = useQueryClient();

  const block = () =>
    run(async () => {
      setError(null);
      try {
        await blocksApi.block(userId);
        void queryClient.invalidateQueries({ queryKey: blockKeys.all });
        onBlocked();
      } catch (failure) {
        setError(errorText(failure, blockMessages.blockFailed));
      }
    });

  return (
    <Modal
      title={blockMessages.blockTitle(firstName)}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Annuler
          </Button>
          <Button onClick={block} disabled={pending}>
            {pending ? 'Blocage...' : blockMessages.block}
          </Button>
        </>
      }
    >
      <p>{blockMessages.blockExplained}</p>
      <FormError>{error}</FormError>
    </Modal>
  );
}
