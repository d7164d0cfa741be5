import { chatMessages } from '@lien/contract';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import { ConversationList } from './ConversationList';
import { parseConversationID } from './participant';
import { useConversations } from './queries';
import { CHAT_PATH } from './shell';
import { ThreadView } from './ThreadView';

/**
 * /chat (SPEC §2.5): the conversations, or one thread in their place when the address names it
 * (?conversationID=…), so that a reload and the back button find the same thread. The list stays
 * loaded behind the thread: live messages keep it current for the way back.
 */
export function ChatScreen() {
  const [params] = useSearchParams();
  const openID = parseConversationID(params.get('conversationID'));
  const { load, refreshing, retry, markedRead, sent } = useConversations(openID);

  // The thread last open: back on the list, its row has the focus again.
  const lastOpen = useRef<number | null>(null);
  const leftID = openID === null ? lastOpen.current : null;
  if (openID !== null) lastOpen.current = openID;

  if (openID === null) return <ConversationList load={load} onRetry={retry} focusID={leftID} />;

  const conversation =
    load.status === 'ready' ? load.conversations.find((c) => c.conversationID === openID) : undefined;
  if (load.status === 'ready' && !conversation && !refreshing) {
    return (
      <Screen title="Conversation introuvable" backTo={CHAT_PATH}>
        <p>{chatMessages.conversationNotFound}</p>
        <LinkButton to={CHAT_PATH} variant="secondary">
          Voir mes conversations
        </LinkButton>
      </Screen>
    );
  }
  return (
    <ThreadView
      key={openID}
      conversationID={openID}
      conversation={conversation}
      onRead={markedRead}
      onSent={sent}
      onHidden={retry}
    />
  );
}
