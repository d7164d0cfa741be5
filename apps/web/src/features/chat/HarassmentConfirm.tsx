import { harassmentMessages as texts } from '@lien/contract/rules';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

export interface HarassmentConfirmProps {
  /** Back to the input, the message kept as typed. */
  onEdit: () => void;
  onSend: () => void;
}

/** Asked before a message the guard flags goes: the writer may send it still, or reword it. */
export function HarassmentConfirm({ onEdit, onSend }: HarassmentConfirmProps) {
  return (
    <Modal
      title={texts.confirmTitle}
      onClose={onEdit}
      footer={
        <>
          <Button variant="secondary" onClick={onEdit}>
            {texts.edit}
          </Button>
          <Button onClick={onSend}>{texts.sendAnyway}</Button>
        </>
      }
    >
      <p>{texts.confirmBody}</p>
    </Modal>
  );
}
