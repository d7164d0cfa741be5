import { type ReactNode, useId } from 'react';
import { Chip } from '../../ui/Chip';
import { FormError } from '../../ui/FormError';
import styles from './Preferences.module.css';

interface GroupProps<V extends string> {
  legend: string;
  options: ReadonlyArray<V>;
  /** How an option reads, when not as its stored value ('male' reads 'Homme'). */
  labelOf?: (option: V) => string;
  /** The failed save's message, shown under the group. */
  error?: string | undefined;
  hint?: ReactNode;
}

function Group({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}) {
  const hintId = useId();
  return (
    <fieldset className={styles.group} aria-describedby={hint ? hintId : undefined}>
      <legend className={styles.label}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      <FormError>{error}</FormError>
    </fieldset>
  );
}

/** One option among several, as native radios: arrows move the choice, and each choice is saved. */
export function SingleChoice<V extends string>({
  legend,
  options,
  labelOf = (option) => option,
  value,
  onChange,
  error,
  hint,
}: GroupProps<V> & { value: V; onChange: (value: V) => void }) {
  const name = useId();
  return (
    <Group legend={legend} hint={hint} error={error}>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span>{labelOf(option)}</span>
          </label>
        ))}
      </div>
    </Group>
  );
}

/** Several options at once, as toggle chips; `onToggle` decides what a tap does to the list. */
export function MultiChoice<V extends string>({
  legend,
  options,
  labelOf = (option) => option,
  value,
  onToggle,
  error,
  hint,
}: GroupProps<V> & { value: readonly V[]; onToggle: (option: V) => void }) {
  return (
    <Group legend={legend} hint={hint} error={error}>
      <div className={styles.chips}>
        {options.map((option) => (
          <Chip key={option} selected={value.includes(option)} onToggle={() => onToggle(option)}>
            {labelOf(option)}
          </Chip>
        ))}
      </div>
    </Group>
  );
}
