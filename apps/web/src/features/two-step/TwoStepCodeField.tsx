import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import styles from './TwoStep.module.css';
import { twoStepTexts as texts } from './twoStepTexts';

export interface TwoStepCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Whether a recovery code may be typed instead (not while setting up: there are none yet). */
  allowRecovery?: boolean;
  recovery: boolean;
  onRecoveryChange: (recovery: boolean) => void;
  autoFocus?: boolean;
}

/**
 * The code of an authenticator app: a numeric keyboard on a phone and the code offered by the
 * system (`one-time-code`); or, when the phone is lost, a recovery code typed as letters.
 */
export function TwoStepCodeField({
  value,
  onChange,
  error,
  allowRecovery = true,
  recovery,
  onRecoveryChange,
  autoFocus,
}: TwoStepCodeFieldProps) {
  return (
    <div className={styles.codeField}>
      {recovery ? (
        <TextField
          key="recovery"
          label={texts.recoveryLabel}
          name="recovery-code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          value={value}
          error={error}
          autoFocus={autoFocus}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      ) : (
        <TextField
          key="code"
          label={texts.codeLabel}
          name="one-time-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={value}
          error={error}
          autoFocus={autoFocus}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
      {allowRecovery && (
        <Button
          variant="link"
          onClick={() => {
            onChange('');
            onRecoveryChange(!recovery);
          }}
        >
          {recovery ? texts.useApp : texts.useRecovery}
        </Button>
      )}
    </div>
  );
}
