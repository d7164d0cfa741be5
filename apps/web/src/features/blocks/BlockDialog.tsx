import { blockMessages } from '@lien/contract';
import { errorText } from '../../api/client';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';
import { useBlockMutation } from './queries';

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
  const blocking = useBlockMutation();

  const block = () => {
    if (!blocking.isPending) blocking.mutate(userId, { onSuccess: () => onBlocked() });
  };
  const error = blocking.isError ? errorText(blocking.error, blockMessages.blockFailed) : null;

  return (
    <Modal
      title={blockMessages.blockTitle(firstName)}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Annuler
          </Button>
          <Button onClick={block} disabled={blocking.isPending}>
            {blocking.isPending ? 'Blocage...' : blockMessages.block}
          </Button>
        </>
      }
    >
      <p>{blockMessages.blockExplained}</p>
      <FormError>{error}</FormError>
    </Modal>
  );
}
