import type { ReactNode } from 'react';
import styles from './Switch.module.css';

export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Said after the label to screen readers: what the switch does, or why it cannot move now. */
  describedBy?: string;
}

/** An on/off setting: a native checkbox drawn as a switch, so keyboard, label and state are the browser's. */
export function Switch({ label, checked, onChange, disabled, describedBy }: SwitchProps) {
  return (
    <label className={styles.toggle}>
      <span className={styles.toggleLabel}>{label}</span>
      <input
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        aria-checked={checked}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
    </label>
  );
}
