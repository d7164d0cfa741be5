import { useId } from 'react';
import styles from './Slider.module.css';
import { useReleaseCommit } from './useReleaseCommit';

/** Where a value sits along its track, in percent. */
export function trackPercent(value: number, min: number, max: number): number {
  return max > min ? ((value - min) / (max - min)) * 100 : 0;
}

export interface SliderProps {
  value: number;
  min?: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  /**
   * Called once per change when it is final: the thumb let go, the focus gone, or the keys at rest
   * for a moment (useReleaseCommit): for screens that save on release.
   */
  onCommit?: (value: number) => void;
  /** The id of the visible text that names the slider (a question, a field label). */
  labelledBy: string;
  /** How a value reads, for screen readers and the captions ('35 km'). */
  valueText: (value: number) => string;
  /** Write the value as a caption above the track. */
  showValue?: boolean;
  /** Show the value in a bubble over the thumb while it is held. */
  showBubble?: boolean;
  leftLabel?: string;
  rightLabel?: string;
}

/** One value along a track, operable by pointer and by the arrow keys (native input type=range). */
export function Slider({
  value,
  min = 0,
  max,
  step = 1,
  onChange,
  onCommit,
  labelledBy,
  valueText,
  showValue,
  showBubble,
  leftLabel,
  rightLabel,
}: SliderProps) {
  const polesId = useId();
  const release = useReleaseCommit(value, onCommit);
  const percent = trackPercent(value, min, max);
  const hasPoles = leftLabel !== undefined || rightLabel !== undefined;
  return (
    <div className={styles.slider}>
      {showValue && (
        <p className={styles.value} aria-hidden="true">
          {valueText(value)}
        </p>
      )}
      <div className={styles.control}>
        <div className={styles.track}>
          <div className={styles.fill} style={{ left: 0, width: `${percent}%` }} />
        </div>
        <input
          type="range"
          className={styles.input}
          min={min}
          max={max}
          step={step}
          value={value}
          aria-labelledby={labelledBy}
          aria-describedby={hasPoles ? polesId : undefined}
          aria-valuetext={valueText(value)}
          onChange={(event) => {
            release.changed();
            onChange(Number(event.target.value));
          }}
          {...release.handlers}
        />
        {showBubble && (
          <span className={styles.rail} aria-hidden="true">
            {/* Centred over the thumb in the middle, held inside the track at either end. */}
            <span
              className={styles.bubble}
              style={{ left: `${percent}%`, transform: `translateX(-${percent}%)` }}
            >
              {valueText(value)}
            </span>
          </span>
        )}
      </div>
      {hasPoles && (
        <p id={polesId} className={styles.poles}>
          <span>{leftLabel}</span>
          <span className="visually-hidden"> – </span>
          <span>{rightLabel}</span>
        </p>
      )}
    </div>
  );
}
