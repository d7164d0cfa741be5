import styles from './ProgressBar.module.css';

export interface ProgressBarProps {
  /** What progresses, read by screen readers. */
  label: string;
  value: number;
  max?: number;
  valueText?: string;
}

/** A horizontal progress bar exposed as role=progressbar. */
export function ProgressBar({ label, value, max = 100, valueText }: ProgressBarProps) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={styles.track}
    >
      <div className={styles.fill} style={{ width: `${percent}%` }} />
    </div>
  );
}
