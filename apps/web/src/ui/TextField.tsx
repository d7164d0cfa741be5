import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styles from './Field.module.css';

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  /** The French message of a failed rule; linked to the input for screen readers. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Marks the label "(facultatif)"; every other field of the product is required. */
  optional?: boolean;
  /** A control drawn inside the input's right edge (show password, clear). */
  end?: ReactNode;
}

/** Ids of the hint and error texts, in the order a screen reader should read them. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

/** A labelled input whose error and hint are wired with aria-describedby and aria-invalid. */
export function TextField({ label, error, hint, optional, end, id, className, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> (facultatif)</span>}
      </label>
      <div className={styles.control}>
        <input
          id={inputId}
          className={[styles.input, end ? styles.withEnd : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint !== undefined && hintId, error && errorId)}
          {...input}
        />
        {end && <div className={styles.end}>{end}</div>}
      </div>
      {hint !== undefined && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
