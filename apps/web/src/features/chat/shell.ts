/**
 * For the app shell (bottom bar, side menu, feedback button), which is built separately.
 * SPEC §2.5: the floating feedback button shows on every screen except the chat, and the thread
 * takes the whole height left by the bottom bar: the shell sets `--app-bottom-bar-height` on the
 * layout so the thread's input stays above the bar.
 */
export const CHAT_PATH = '/chat';

/** Whether the floating feedback button shows on this path: everywhere but the chat (list and thread). */
export function showsFeedbackButton(pathname: string): boolean {
  return pathname !== CHAT_PATH && !pathname.startsWith(`${CHAT_PATH}/`);
}
