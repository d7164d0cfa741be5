import type { Conversation } from '@lien/contract';
import { chatMessages } from '@lien/contract/texts';
import { useRef } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { LinkButton } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import { useMediaQuery, WIDE_SCREEN } from '../../ui/useMediaQuery';
import styles from './ChatScreen.module.css';
import { ConversationList } from './ConversationList';
import { parseConversationID, threadPath } from './participant';
import { useConversationsQuery } from './queries';
import { CHAT_PATH } from './shell';
import { ThreadView } from './ThreadView';

/**
 * /chat (PRODUCT §2.5): the conversations, or one thread in their place when the address names it
 * (?conversationID=…), so that a reload and the back button find the same thread. The list stays
 * loaded behind the thread: live messages keep it current for the way back. On a wide screen (issue
 * 24) the list stays beside the thread, the open conversation marked in it.
 */
export function ChatScreen() {
  const [params] = useSearchParams();
  const openID = parseConversationID(params.get('conversationID'));
  const { load, refreshing, retry, markedRead, sent } = useConversationsQuery(openID);

  // The thread last open: back on the list, its row has the focus again.
  const lastOpen = useRef<number | null>(null);
  const leftID = openID === null ? lastOpen.current : null;
  if (openID !== null) lastOpen.current = openID;

  const wide = useMediaQuery(WIDE_SCREEN);
  const location = useLocation();
  // A conversation the other person ended leaves the list once opened (issue #27): the thread being
  // read stays open until the member leaves it.
  const lastListed = useRef<Conversation | undefined>(undefined);

  // ?partnerID= (the match overlay's openers, issue #27): that person's thread, its draft passed on.
  const partnerID = openID === null ? parseConversationID(params.get('partnerID')) : null;
  const withPartner =
    partnerID !== null && load.status === 'ready'
      ? load.conversations.find((c) => c.participant.id === partnerID)
      : undefined;
  if (withPartner) {
    return <Navigate replace to={threadPath(withPartner.conversationID)} state={location.state} />;
  }

  const listed =
    openID !== null && load.status === 'ready'
      ? load.conversations.find((c) => c.conversationID === openID)
      : undefined;
  if (listed) lastListed.current = listed;
  const conversation =
    listed ??
    (lastListed.current?.conversationID === openID && lastListed.current.ended
      ? lastListed.current
      : undefined);
  // Said on the list after a conversation was ended from its thread.
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  const listNotice = openID === null && typeof notice === 'string' ? notice : undefined;
  const thread =
    openID === null ? null : load.status === 'ready' && !conversation && !refreshing ? (
      <Screen title="Conversation introuvable" backTo={CHAT_PATH} as={wide ? 'section' : 'main'}>
        <p>{chatMessages.conversationNotFound}</p>
        <LinkButton to={CHAT_PATH} variant="secondary">
          Voir mes conversations
        </LinkButton>
      </Screen>
    ) : (
      <ThreadView
        key={openID}
        conversationID={openID}
        conversation={conversation}
        onRead={markedRead}
        onSent={sent}
        onHidden={retry}
        pane={wide}
      />
    );

  if (!wide)
    return thread ?? <ConversationList load={load} onRetry={retry} focusID={leftID} notice={listNotice} />;
  return (
    <main className={styles.split} data-wide-screen>
      <div className={styles.list}>
        <ConversationList
          load={load}
          onRetry={retry}
          focusID={leftID}
          pane={{ openID }}
          notice={listNotice}
        />
      </div>
      <div className={styles.thread}>
        {thread ?? <p className={styles.choose}>Choisissez une conversation pour la lire ici.</p>}
      </div>
    </main>
  );
}
