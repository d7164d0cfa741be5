import { CheckIcon } from '../../ui/StepHeader';
import styles from './MyProfile.module.css';
import { myProfileTexts as texts } from './myProfileTexts';

/**
 * The save check of a field (PRODUCT §2.5): a submit button, rendered by the row only while the draft
 * differs from the saved value, disabled while the draft is in error (PRODUCT §5) or being saved.
 */
export function SaveCheck({
  label,
  disabled,
  saving,
}: {
  label: string;
  disabled: boolean;
  saving: boolean;
}) {
  return (
    <button
      type="submit"
      className={styles.check}
      aria-label={saving ? `${texts.saving} ${label}` : texts.save(label)}
      disabled={disabled || saving}
    >
      <CheckIcon size={20} strokeWidth={2.6} />
    </button>
  );
}
