/**
 * For the app shell (bottom bar, side menu), which is built separately. PRODUCT §2.5: the thread
 * takes the whole height left by the bottom bar: the shell sets `--app-bottom-bar-height` on the
 * layout so the thread's input stays above the bar.
 */
export const CHAT_PATH = '/chat';
