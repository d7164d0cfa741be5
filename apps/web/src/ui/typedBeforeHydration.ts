import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * A prerendered screen shows its form before its script has run. What the visitor typed, ticked or
 * let the browser autofill in that time is in the page but not in the form's state, and the form
 * overwrites it with its defaults when it takes the page over (a ticked terms box left with 'Créer
 * mon compte' still grey, a log-in sent empty). So the fields are read just before the public entry
 * renders over the page (public/entry.tsx), by name, and the form takes them over once on the page:
 * its first render must be what was prerendered, from its defaults.
 */
type Typed = Map<string, string | boolean>;

let typed: Typed = new Map();

/** Reads the named fields of the prerendered page under `root`, just before rendering over it. */
export function keepTypedBeforeHydration(root: HTMLElement): void {
  const found: Typed = new Map();
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input[name], textarea[name], select[name]',
  )) {
    if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (field.checked) found.set(field.name, true);
    } else if (field instanceof HTMLInputElement && field.type === 'radio') {
      if (field.checked) found.set(field.name, field.value);
    } else if (field.value !== '') {
      found.set(field.name, field.value);
    }
  }
  typed = found;
}

/**
 * Once the form is on the page, sets the fields of `defaults` that were typed before hydration: a
 * text for a text field or for a field without a default (a choice of radios), a tick for a box;
 * fields of other kinds keep their default. Each typed value is given once.
 */
export function useTypedBeforeHydration<T extends FieldValues>(
  // biome-ignore lint/suspicious/noExplicitAny: any form, whatever its context and output types.
  form: UseFormReturn<T, any, any>,
  defaults: Partial<Record<Path<T>, unknown>>,
): void {
  useEffect(() => {
    const mine = [...typed].filter(([name, value]) => {
      if (!(name in defaults)) return false;
      const fallback = defaults[name as Path<T>];
      return fallback === undefined || typeof fallback === typeof value;
    });
    if (mine.length === 0) return;
    for (const [name] of mine) typed.delete(name);
    // A reset, not field by field: the form may already have read a ticked box from the page
    // without telling its watchers (the terms box's, which greys 'Créer mon compte').
    form.reset({ ...form.getValues(), ...Object.fromEntries(mine) }, { keepDefaultValues: true });
  }, [form, defaults]);
}
