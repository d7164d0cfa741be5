import { useId } from 'react';
import { trackPercent } from './Slider';
import styles from './Slider.module.css';
import { useReleaseCommit } from './useReleaseCommit';

export interface Interval {
  min: number;
  max: number;
}

/**
 * The rule of PRODUCT §5 for two thumbs: the low one stays at least `gap` below the high one, and the
 * high one at least `gap` above the low one, inside the track's bounds.
 */
export function moveThumb(
  current: Interval,
  thumb: 'min' | 'max',
  to: number,
  bounds: Interval,
  gap: number,
) {
  if (thumb === 'min') {
    return { min: Math.max(bounds.min, Math.min(to, current.max - gap)), max: current.max };
  }
  return { min: current.min, max: Math.min(bounds.max, Math.max(to, current.min + gap)) };
}

export interface RangeSliderProps {
  value: Interval;
  min: number;
  max: number;
  /** The smallest distance between the two thumbs. */
  gap?: number;
  step?: number;
  onChange: (value: Interval) => void;
  /** Called once per change when it is final, as Slider's onCommit (either thumb). */
  onCommit?: (value: Interval) => void;
  /** The id of the visible text that names the pair (a question, a field label). */
  labelledBy: string;
  /** Names of the two thumbs, read after the pair's name. */
  thumbLabels?: { min: string; max: string };
  valueText: (value: number) => string;
  showValue?: boolean;
  leftLabel?: string;
  rightLabel?: string;
}

/** An interval chosen with two thumbs on one track; each thumb is a native range input (arrow keys). */
export function RangeSlider({
  value,
  min,
  max,
  gap = 1,
  step = 1,
  onChange,
  onCommit,
  labelledBy,
  thumbLabels = { min: 'Minimum', max: 'Maximum' },
  valueText,
  showValue = true,
  leftLabel,
  rightLabel,
}: RangeSliderProps) {
  const id = useId();
  const release = useReleaseCommit(value, onCommit);
  const bounds = { min, max };
  const low = trackPercent(value.min, min, max);
  const high = trackPercent(value.max, min, max);
  // When both thumbs sit at the right end only the low one can still move: it must be the one on top.
  const lowOnTop = value.min >= (min + max) / 2;
  const hasPoles = leftLabel !== undefined || rightLabel !== undefined;
  const thumb = (which: 'min' | 'max') => (
    <input
      type="range"
      className={[styles.input, (which === 'min') === lowOnTop ? styles.onTop : ''].filter(Boolean).join(' ')}
      min={min}
      max={max}
      step={step}
      value={value[which]}
      aria-labelledby={`${labelledBy} ${id}-${which}`}
      aria-describedby={hasPoles ? `${id}-poles` : undefined}
      aria-valuetext={valueText(value[which])}
      onChange={(event) => {
        release.changed();
        onChange(moveThumb(value, which, Number(event.target.value), bounds, gap));
      }}
      {...release.handlers}
    />
  );
  return (
    <div className={[styles.slider, styles.dual].join(' ')}>
      {showValue && (
        <p className={styles.value} aria-hidden="true">
          {valueText(value.min)} – {valueText(value.max)}
        </p>
      )}
      <span id={`${id}-min`} hidden>
        {thumbLabels.min}
      </span>
      <span id={`${id}-max`} hidden>
        {thumbLabels.max}
      </span>
      <div className={styles.control}>
        <div className={styles.track}>
          <div className={styles.fill} style={{ left: `${low}%`, width: `${high - low}%` }} />
        </div>
        {thumb('min')}
        {thumb('max')}
      </div>
      {hasPoles && (
        <p id={`${id}-poles`} className={styles.poles}>
          <span>{leftLabel}</span>
          <span className="visually-hidden"> – </span>
          <span>{rightLabel}</span>
        </p>
      )}
    </div>
  );
}
