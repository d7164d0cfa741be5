import { createContext, type ReactNode, useContext } from 'react';

const HeaderActionContext = createContext<ReactNode>(null);

/**
 * What the common layout puts at the end of each screen's title row (the feedback button): given
 * by the layout, drawn by the screen, so it takes its own place in the row and never lies over a
 * title, a photo or a line of text, whatever the screen's length or the width of the phone.
 */
export const HeaderActionProvider = HeaderActionContext.Provider;

/** The layout's header action, where a screen's title row ends; nothing outside the layout. */
export function HeaderAction() {
  return <>{useContext(HeaderActionContext)}</>;
}
