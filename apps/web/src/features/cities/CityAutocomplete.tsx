import { cityMessages } from '@lien/contract/texts';
import { type KeyboardEvent, type Ref, useCallback, useEffect, useId, useRef, useState } from 'react';
import fieldStyles from '../../ui/Field.module.css';
import { describedBy } from '../../ui/TextField';
import styles from './CityAutocomplete.module.css';
import type { CityOption } from './cityOption';
import { useCitySuggestions } from './useCitySuggestions';

export interface CityAutocompleteProps {
  label: string;
  /** The displayed text ("Lyon (69001)" once a city is chosen). */
  text: string;
  /** The user typed: the parent forgets any chosen city, the text no longer names it. */
  onTextChange: (text: string) => void;
  /** A suggestion was chosen, or null when the clear control was pressed. */
  onSelect: (option: CityOption | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
}

/**
 * The city field of PRODUCT §2.2 as an ARIA 1.2 combobox: suggestions after 200 ms, arrows to
 * move, Enter to choose, Escape to close, a clear control. The list loads on first focus.
 */
export function CityAutocomplete(props: CityAutocompleteProps) {
  const { label, text, onTextChange, onSelect, onBlur, error, inputRef, name } = props;
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const failureId = `${id}-failure`;
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { options, loading, listFailed, settled } = useCitySuggestions(text, wanted);
  // A new set of suggestions starts with none highlighted (the list autocomplete pattern): adjusted
  // while rendering, as React does for state that follows a value, rather than in an effect.
  const [shown, setShown] = useState(options);
  if (shown !== options) {
    setShown(options);
    setActive(-1);
  }
  const expanded = open && text.trim() !== '';
  const activeOption = expanded ? options[active] : undefined;
  const optionId = (option: CityOption) => `${id}-option-${option.id}`;
  const status = !expanded
    ? null
    : loading
      ? cityMessages.loading
      : settled && !options.length
        ? cityMessages.noSuggestion
        : null;

  // The parent's ref (react-hook-form focuses the field on error) and ours (the clear control).
  const input = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      if (typeof inputRef === 'function') inputRef(node);
      else if (inputRef) inputRef.current = node;
    },
    [inputRef],
  );

  useEffect(() => {
    if (activeOption) document.getElementById(optionId(activeOption))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (option: CityOption) => {
    onSelect(option);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current === -1 && step < 0 ? count - 1 : (current + step + count) % count));
    } else if (event.key === 'Enter' && expanded && count > 0) {
      // Enter chooses the highlighted city instead of submitting the form.
      event.preventDefault();
      if (activeOption) choose(activeOption);
    } else if (event.key === 'Escape' && expanded) {
      // Closing the list must not also close a dialog around the field.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.wrapper}>
        <div className={fieldStyles.control}>
          <input
            ref={setInput}
            id={id}
            name={name}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(listFailed && failureId, error && errorId)}
            autoComplete="off"
            spellCheck={false}
            className={[fieldStyles.input, text ? fieldStyles.withEnd : ''].join(' ')}
            value={text}
            onFocus={() => setWanted(true)}
            onChange={(event) => {
              onTextChange(event.target.value);
              setOpen(true);
            }}
            onBlur={() => {
              setOpen(false);
              onBlur?.();
            }}
            onKeyDown={onKeyDown}
          />
          {text && (
            <div className={fieldStyles.end}>
              <button
                type="button"
                className={fieldStyles.iconButton}
                aria-label="Effacer la ville"
                onClick={() => {
                  onSelect(null);
                  setOpen(false);
                  input.current?.focus();
                }}
              >
                <span aria-hidden="true">✕</span>
              </button>
            </div>
          )}
        </div>
        <div className={styles.popup} hidden={!status && !(expanded && options.length)}>
          {status && (
            <p role="status" className={styles.status}>
              {status}
            </p>
          )}
          <div
            id={listId}
            role="listbox"
            aria-label={label}
            className={styles.listbox}
            hidden={!options.length}
          >
            {expanded &&
              options.map((option, index) => (
                // Options of an aria-activedescendant combobox take no focus: keys are handled by the input.
                // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input by design.
                // biome-ignore lint/a11y/useKeyWithClickEvents: Arrow keys and Enter act through the input.
                <div
                  key={`${option.id}-${option.label}`}
                  id={optionId(option)}
                  role="option"
                  aria-selected={index === active}
                  className={styles.option}
                  // Keeps the focus in the input, so a click does not close the list before it lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                >
                  {option.label}
                </div>
              ))}
          </div>
        </div>
      </div>
      {listFailed && (
        <p id={failureId} role="alert" className={fieldStyles.error}>
          {cityMessages.listFailed}
        </p>
      )}
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
