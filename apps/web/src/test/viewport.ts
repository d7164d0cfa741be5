/** happy-dom's own API: the window's size, which media queries read. */
const happyDOM = (
  window as unknown as { happyDOM?: { setViewport(size: { width: number; height: number }): void } }
).happyDOM;

/** Sets the window's size for what follows (setup.ts puts a phone's back after each test). */
export function setViewport(width: number, height: number): void {
  happyDOM?.setViewport({ width, height });
}
