import { type ComponentPropsWithoutRef, useId } from 'react';
import styles from './CropDialog.module.css';

export interface CropSliderProps
  extends Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'value' | 'onChange' | 'min' | 'max' | 'step'> {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** The value as read aloud and shown beside the label ("1,5×", "90°"). */
  valueText: string;
  hint?: string;
  onValueChange: (value: number) => void;
}

/** A native range input with a visible label and value: keyboard and screen readers for free. */
export function CropSlider({ label, value, valueText, hint, onValueChange, ...input }: CropSliderProps) {
  const id = useId();
  return (
    <div className={styles.slider}>
      <div className={styles.sliderHeader}>
        <label htmlFor={id} className={styles.sliderLabel}>
          {label}
        </label>
        <output htmlFor={id} className={styles.sliderValue}>
          {valueText}
        </output>
      </div>
      <input
        id={id}
        type="range"
        value={value}
        aria-valuetext={valueText}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onValueChange(Number(event.currentTarget.value))}
        className={styles.range}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
