import { MESSAGE_MAX_LENGTH } from '@lien/contract';
import { isHarassing } from '@lien/contract/rules';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import styles from './Composer.module.css';
import { HarassmentConfirm } from './HarassmentConfirm';
import { SendIcon } from './icons';

/** The counter appears this close to the limit: before that it would only be noise. */
export const COUNTER_FROM = MESSAGE_MAX_LENGTH - 200;

export interface ComposerProps {
  /** Called with the trimmed text, never empty nor too long (PRODUCT §5). */
  onSend: (content: string) => void;
  /**
   * A text to start from (the « Pourquoi vous deux ? » idea): put in the input, in place of what was
   * there, for the member to edit; it is never sent by itself. A new object each time it is offered.
   */
  suggestion?: { text: string };
}

/**
 * The message input (PRODUCT §2.5): Enter sends, Shift+Enter goes to a new line, the send button is
 * disabled while the trimmed text is empty or longer than the limit, and a counter shows near it.
 */
export function Composer({ onSend, suggestion }: ComposerProps) {
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const counterId = `${id}-counter`;
  const trimmed = text.trim();
  const tooLong = trimmed.length > MESSAGE_MAX_LENGTH;
  const canSend = trimmed.length > 0 && !tooLong;
  const showCounter = trimmed.length >= COUNTER_FROM;

  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!suggestion) return;
    setText(suggestion.text);
    const field = input.current;
    field?.focus();
    field?.setSelectionRange(suggestion.text.length, suggestion.text.length);
  }, [suggestion]);

  const send = () => {
    setConfirming(false);
    onSend(trimmed);
    setText('');
    input.current?.focus();
  };

  // A message the guard flags asks its writer first (issue #16); it is never refused.
  const submit = () => {
    if (!canSend) return;
    if (isHarassing(trimmed)) setConfirming(true);
    else send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An input method still composing a character uses Enter to confirm it, not to send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Votre message
      </label>
      <textarea
        ref={input}
        id={id}
        className={styles.input}
        rows={1}
        value={text}
        placeholder="Écrivez un message…"
        aria-describedby={showCounter ? counterId : undefined}
        aria-invalid={tooLong || undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.send} disabled={!canSend} aria-label="Envoyer">
        <SendIcon />
      </button>
      {confirming && (
        <HarassmentConfirm
          onEdit={() => {
            setConfirming(false);
            input.current?.focus();
          }}
          onSend={send}
        />
      )}
      {showCounter && (
        <p id={counterId} className={[styles.counter, tooLong ? styles.over : ''].filter(Boolean).join(' ')}>
          {trimmed.length}/{MESSAGE_MAX_LENGTH}
          <span className="visually-hidden"> caractères</span>
          {tooLong && <span> — message trop long</span>}
        </p>
      )}
    </form>
  );
}
