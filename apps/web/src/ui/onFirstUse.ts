import { LOCALE } from '@lien/contract/rules';

/**
 * A value made when first asked for, not when its module loads: an Intl formatter loads locale data
 * (the signed-in core made eleven of them at start, most for screens not shown; bench/README,
 * 28 November).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

/** A French date formatter with these options, made when first used (onFirstUse). */
export function dateFormatOnFirstUse(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  return onFirstUse(() => new Intl.DateTimeFormat(LOCALE, options));
}
