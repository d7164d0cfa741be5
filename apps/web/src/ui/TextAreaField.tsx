import { textLimitMessages } from '@lien/contract/texts';
import { type ClipboardEvent, type ComponentPropsWithRef, useId, useState } from 'react';
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

/** From how many characters left the counter warns: a tenth of the limit, at least 20. */
export function warningFrom(maxLength: number): number {
  return Math.max(20, Math.round(maxLength / 10));
}

/**
 * The part of a pasted text that fits in `room` characters, ending at a whole word: cut after the last
 * space that fits, unless the text holds none (one long word is cut where it must).
 */
export function fitAtWord(text: string, room: number): string {
  if (room <= 0) return '';
  if (text.length <= room) return text;
  const head = text.slice(0, room);
  // The cut falls between two words already: nothing of a word is lost.
  if (/\s/.test(text.charAt(room))) return head.trimEnd();
  const lastSpace = head.search(/\s\S*$/);
  return lastSpace > 0 ? head.slice(0, lastSpace).trimEnd() : head;
}

/**
 * A labelled multi-line text with a character counter that screen readers can reach. Near the limit
 * the counter warns and says what is left; at the limit it says so. The browser's maxLength would cut
 * a long paste wherever it falls, without a word: a paste that does not fit is put in up to its last
 * whole word that fits, and the member is told.
 */
export function TextAreaField({
  label,
  value,
  maxLength,
  hint,
  id,
  className,
  onPaste,
  ...textarea
}: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const counterId = `${inputId}-counter`;
  const limitId = `${inputId}-limit`;
  // The text as a shortened paste left it: its message holds until the text changes again.
  const [shortenedTo, setShortenedTo] = useState<string | null>(null);
  const shortened = shortenedTo === value;
  const left = maxLength - value.length;
  const full = shortened || left <= 0;
  const near = !full && left <= warningFrom(maxLength);

  const paste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    const field = event.currentTarget;
    const pasted = event.clipboardData?.getData('text/plain') ?? '';
    const start = field.selectionStart ?? field.value.length;
    const end = field.selectionEnd ?? start;
    const room = maxLength - (field.value.length - (end - start));
    if (pasted.length <= room) return;
    event.preventDefault();
    field.setRangeText(fitAtWord(pasted, room), start, end, 'end');
    setShortenedTo(field.value);
    // The owner hears of the new text as of any typing (Preact's onChange listens to input).
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };

  let limitText: string | null = null;
  if (shortened) limitText = textLimitMessages.pasteShortened(maxLength);
  else if (full) limitText = textLimitMessages.reached(maxLength);
  else if (near) limitText = textLimitMessages.remaining(left);

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
        aria-describedby={describedBy(hint !== undefined && hintId, counterId, full && limitId)}
        onPaste={paste}
        {...textarea}
      />
      <div className={own.footer}>
        {hint !== undefined && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
        {/* Announced when the limit is reached or a paste shortened, not at every character left. */}
        <p id={limitId} className={[own.limit, own.full].join(' ')} role="status">
          {full ? limitText : null}
        </p>
        {/* What is left is in the counter for screen readers already. */}
        {near && (
          <p className={[own.limit, own.near].join(' ')} aria-hidden="true">
            {limitText}
          </p>
        )}
        <p
          id={counterId}
          className={[own.counter, full ? own.full : near ? own.near : ''].filter(Boolean).join(' ')}
        >
          {value.length}/{maxLength}
          <span className="visually-hidden"> caractères</span>
        </p>
      </div>
    </div>
  );
}
