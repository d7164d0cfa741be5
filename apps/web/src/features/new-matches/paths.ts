import { CHAT_PATH } from '../chat/shell';

/** The thread of one conversation (the chat reads ?conversationID=). */
export const conversationPath = (conversationID: number) =>
  `${CHAT_PATH}?${new URLSearchParams({ conversationID: String(conversationID) })}`;
