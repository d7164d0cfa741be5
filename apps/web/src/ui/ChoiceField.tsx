import { type ComponentPropsWithRef, useId } from 'react';
import styles from './Field.module.css';
import { describedBy } from './TextField';

export interface Choice<V extends string> {
  value: V;
  label: string;
}

export interface RadioGroupProps<V extends string>
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'checked'> {
  legend: string;
  choices: ReadonlyArray<Choice<V>>;
  error?: string | undefined;
  /** The choice held by the screen, when it holds it (react-hook-form's `register` does not). */
  value?: V | null;
  onValueChange?: (value: V) => void;
  /** The choices one under the other (long texts), rather than side by side. */
  stacked?: boolean;
}

/**
 * One choice among a few, as radios in a fieldset: spread react-hook-form's register (gender,
 * seeking), or give `value` and `onValueChange` (the reason of a deletion).
 */
export function RadioGroup<V extends string>({
  legend,
  choices,
  error,
  value,
  onValueChange,
  stacked = false,
  ...input
}: RadioGroupProps<V>) {
  const id = useId();
  const errorId = `${id}-error`;
  const controlled = (choice: V) =>
    onValueChange ? { checked: value === choice, onChange: () => onValueChange(choice) } : {};
  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy(error && errorId)}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={stacked ? styles.choicesStacked : styles.choices}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input type="radio" value={choice.value} {...input} {...controlled(choice.value)} />
            {choice.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

export interface SelectFieldProps<V extends string> extends ComponentPropsWithRef<'select'> {
  label: string;
  choices: ReadonlyArray<Choice<V>>;
  /** The first, empty option ("Choisir…"). */
  placeholder: string;
  optional?: boolean;
}

/** A native select: the best keyboard and screen-reader behaviour on every phone. */
export function SelectField<V extends string>({
  label,
  choices,
  placeholder,
  optional,
  id,
  ...select
}: SelectFieldProps<V>) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={styles.field}>
      <label htmlFor={selectId} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> (facultatif)</span>}
      </label>
      <select id={selectId} className={styles.input} {...select}>
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: string;
  error?: string | undefined;
}

/** A labelled checkbox with its error wired for screen readers (the terms box). */
export function CheckboxField({ label, error, id, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.checkbox}>
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
          {...input}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
