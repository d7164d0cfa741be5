import { type ComponentChild, render } from 'preact';
import type { ReactNode } from 'react';

/**
 * Renders the public tree over the prerendered HTML. Preact (which stands in for React in this
 * entry's build, vite.public.config.ts) then diffs against the DOM that is there: elements and
 * text are kept, attributes made what the components say (React's ids from the build-time render
 * become Preact's, the disabled-until-live submit buttons are enabled as their props say). Its
 * `hydrate` would trust the HTML's attributes instead, and `preact/compat`'s `createRoot` would
 * empty the root first: a flash of nothing.
 */
export function renderOver(root: HTMLElement, tree: ReactNode): void {
  render(tree as ComponentChild, root);
}

/** Unmounts the public tree (its effects cleaned up) and leaves the root empty for the app. */
export function clearRoot(root: HTMLElement): void {
  render(null, root);
  root.textContent = '';
}
