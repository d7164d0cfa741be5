import { type ComponentPropsWithRef, useId } from 'react';
import styles from './Field.module.css';
import own from './TextAreaField.module.css';
import { describedBy } from './TextField';

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'value' | 'maxLength'> {
  label: string;
  value: string;
  /** The limit, enforced by the browser and shown as a live « n/max » counter. */
  maxLength: number;
  hint?: string;
}

/** A labelled multi-line text with a character counter that screen readers can reach. */
export function TextAreaField({
  label,
  value,
  maxLength,
  hint,
  id,
  className,
  ...textarea
}: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const counterId = `${inputId}-counter`;
  const full = value.length >= maxLength;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <textarea
        id={inputId}
        className={[styles.input, own.textarea, className ?? ''].filter(Boolean).join(' ')}
        value={value}
        maxLength={maxLength}
        aria-describedby={describedBy(hint !== undefined && hintId, counterId)}
        {...textarea}
      />
      <div className={own.footer}>
        {hint !== undefined && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
        <p id={counterId} className={[own.counter, full ? own.full : ''].filter(Boolean).join(' ')}>
          {value.length}/{maxLength}
          <span className="visually-hidden"> caractères</span>
        </p>
      </div>
    </div>
  );
}
