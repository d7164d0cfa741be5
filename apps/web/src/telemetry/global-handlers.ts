/** The part of `window` the hooks listen on. */
type ErrorTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Forwards what no screen caught (uncaught errors, unhandled promise rejections) to `report`.
 * Answers a function that removes the hooks.
 */
export function listenForUncaughtErrors(
  report: (error: unknown, context: Record<string, unknown>) => void,
  target: ErrorTarget = window,
): () => void {
  const onError = (event: ErrorEvent) => {
    // "Script error." from another origin's script carries nothing to act on.
    if (!event.error && (!event.message || event.message === 'Script error.')) return;
    report(event.error ?? event.message, { source: 'window.onerror' });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    report(event.reason, { source: 'unhandledrejection' });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
