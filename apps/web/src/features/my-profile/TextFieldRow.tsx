import { BIO_MAX_LENGTH } from '@lien/contract/rules';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormError } from '../../ui/FormError';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { fieldError, type TextFieldSpec } from './fields';
import styles from './MyProfile.module.css';
import { myProfileTexts as texts } from './myProfileTexts';
import { fieldSaveError, useUpdateProfileMutation } from './queries';
import { SaveCheck } from './SaveCheck';

/** A failed save is shown from the mutation's own error. */
const ignoreShownFailure = () => {};

export interface TextFieldRowProps {
  spec: TextFieldSpec;
  /** The value the server holds. */
  saved: string;
  /** The server stored `value` (as it cleaned it). */
  onSaved: (value: string) => void;
}

/**
 * One text field of Mon Profil: a local draft, checked live by the contract's rule, saved on its
 * check button (or Enter) and only then shown as the profile's value (PRODUCT §4).
 */
export function TextFieldRow({ spec, saved, onSaved }: TextFieldRowProps) {
  const [draft, setDraft] = useState(saved);
  const saving = useUpdateProfileMutation();
  const failure = saving.isError ? fieldSaveError(saving.error, spec.field) : null;
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const changed = draft !== saved;
  const error = changed ? fieldError(spec.field, draft) : undefined;

  // A value saved elsewhere (a reload) becomes the draft when there is no edit in progress.
  const lastSaved = useRef(saved);
  useEffect(() => {
    if (lastSaved.current === saved) return;
    lastSaved.current = saved;
    setDraft(saved);
  }, [saved]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || error || saving.isPending) return;
    saving.mutateAsync({ field: spec.field, value: draft }).then((reply) => {
      const stored = typeof reply.value === 'string' ? reply.value : draft;
      lastSaved.current = stored;
      setDraft(stored);
      onSaved(stored);
      // The check button goes with the change: the field keeps the focus, unless the member has
      // moved on to another field meanwhile (their typing must not land back here).
      const focused = document.activeElement;
      if (!focused || focused === document.body || form.current?.contains(focused)) input.current?.focus();
    }, ignoreShownFailure);
  };

  const change = (field: HTMLInputElement | HTMLTextAreaElement) => {
    // Editing again forgets the last outcome (a save on its way still ends as it would).
    if (!saving.isPending) saving.reset();
    const cleaned = spec.clean ? spec.clean(field.value) : field.value;
    // Preact leaves a field showing what was typed when the cleaned draft is the one it held already
    // (a letter typed in the phone): the field is given the cleaned text itself.
    if (cleaned !== field.value) field.value = cleaned;
    setDraft(cleaned);
  };

  return (
    <form ref={form} className={styles.row} noValidate onSubmit={submit}>
      <div className={styles.rowField}>
        {spec.multiline ? (
          <TextAreaField
            ref={input}
            label={spec.label}
            value={draft}
            maxLength={BIO_MAX_LENGTH}
            rows={4}
            onChange={(event) => change(event.currentTarget)}
          />
        ) : (
          <TextField
            ref={input}
            label={spec.label}
            optional={spec.optional}
            type={spec.type ?? 'text'}
            inputMode={spec.type === 'tel' ? 'numeric' : undefined}
            autoComplete={spec.autoComplete}
            value={draft}
            error={error}
            onChange={(event) => change(event.currentTarget)}
          />
        )}
        {spec.multiline && error && <p className={styles.error}>{error}</p>}
        <FormError>{failure}</FormError>
        {saving.isSuccess && !changed && (
          <p role="status" className="visually-hidden">
            {texts.saved(spec.label)}
          </p>
        )}
      </div>
      {changed && <SaveCheck label={spec.label} disabled={Boolean(error)} saving={saving.isPending} />}
    </form>
  );
}
