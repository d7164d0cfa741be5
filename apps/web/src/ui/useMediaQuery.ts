import { useSyncExternalStore } from 'react';

/** A screen wide enough to show two panes side by side: the deck's photo and details, the chat's list and thread. */
export const WIDE_SCREEN = '(min-width: 1024px)';

/** Whether a CSS media query matches now, kept current as the window changes (false where there is no window). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
