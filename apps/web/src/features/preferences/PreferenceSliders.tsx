import { DISTANCE_MAX_KM, DISTANCE_MIN_KM, MAX_AGE, MIN_AGE } from '@lien/contract/rules';
import { useId } from 'react';
import { FormError } from '../../ui/FormError';
import { RangeSlider } from '../../ui/RangeSlider';
import { Slider } from '../../ui/Slider';
import styles from './Preferences.module.css';

/**
 * 101 km is the top of the track and means no limit (the deck drops the distance filter): it reads
 * '100 km+', as PRODUCT §9 writes the questionnaire's open-ended distances, and the pole says it.
 */
export function distanceText(km: number): string {
  return km >= DISTANCE_MAX_KM ? '100 km+' : `${km} km`;
}

interface SliderFieldProps<T> {
  value: T;
  /** While the thumb moves: shown, not saved. */
  onChange: (value: T) => void;
  /** Let go, key released or focus gone: saved. */
  onCommit: (value: T) => void;
  error?: string | undefined;
}

export function DistanceField({ value, onChange, onCommit, error }: SliderFieldProps<number>) {
  const labelId = useId();
  return (
    <div className={styles.group}>
      <p id={labelId} className={styles.label}>
        Distance maximale
      </p>
      <Slider
        value={value}
        min={DISTANCE_MIN_KM}
        max={DISTANCE_MAX_KM}
        onChange={onChange}
        onCommit={onCommit}
        labelledBy={labelId}
        valueText={distanceText}
        showValue
        leftLabel={distanceText(DISTANCE_MIN_KM)}
        rightLabel="100 km+ : sans limite"
      />
      <FormError>{error}</FormError>
    </div>
  );
}

/** Both ends may meet (someone looking for 35-year-olds only): the contract allows min = max. */
export function AgeRangeField({ value, onChange, onCommit, error }: SliderFieldProps<[number, number]>) {
  const labelId = useId();
  const [min, max] = value;
  return (
    <div className={styles.group}>
      <p id={labelId} className={styles.label}>
        Tranche d'âge
      </p>
      <RangeSlider
        value={{ min, max }}
        min={MIN_AGE}
        max={MAX_AGE}
        gap={0}
        onChange={(next) => onChange([next.min, next.max])}
        onCommit={(next) => onCommit([next.min, next.max])}
        labelledBy={labelId}
        thumbLabels={{ min: 'Âge minimum', max: 'Âge maximum' }}
        valueText={(age) => `${age} ans`}
      />
      <FormError>{error}</FormError>
    </div>
  );
}
