import type { Conversation } from '@lien/contract';
import { endingMessages } from '@lien/contract';
import { chatMessages } from '@lien/contract/texts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CountBadge } from '../../ui/CountBadge';
import { LoadFailed } from '../../ui/LoadFailed';
import { Screen } from '../../ui/Screen';
import { Spinner } from '../../ui/Spinner';
import { MeetingQuestions } from '../meetings/MeetingQuestions';
import { Avatar } from './Avatar';
import styles from './ConversationList.module.css';
import { formatDateTime, formatListTime } from './dates';
import { participantName, threadPath } from './participant';
import type { ConversationsLoad } from './queries';
import { TurnNote } from './TurnNote';

/** Shown under a match not seen yet: the Messages badge counts exactly these (and unread messages). */
export const NEW_MATCH_PREVIEW = 'Nouveau match\u00a0: lancez la conversation\u00a0!';
/** Shown under a match already seen that nobody has written to yet. */
export const NO_MESSAGE_PREVIEW = 'Lancez la conversation\u00a0!';

const unreadLabel = (count: number) => (count === 1 ? '1 message non lu' : `${count} messages non lus`);

export interface ConversationListProps {
  load: ConversationsLoad;
  onRetry: () => void;
  /** The conversation just left: its row gets the focus back, as a list keeps its place. */
  focusID: number | null;
  /** On a wide screen, the list is a pane beside the open thread, whose row it marks. */
  pane?: { openID: number | null };
  /** Said above the list: a conversation just ended from its thread (issue #27). */
  notice?: string;
}

/**
 * PRODUCT §2.5 conversations: newest activity first, each with photo, name, last message, time, unread,
 * and whose turn it is (« À vous de jouer », issue #27).
 */
export function ConversationList({ load, onRetry, focusID, pane, notice }: ConversationListProps) {
  const rows = useRef(new Map<number, HTMLAnchorElement>());
  const ready = load.status === 'ready';
  useEffect(() => {
    if (ready && focusID !== null) rows.current.get(focusID)?.focus();
  }, [ready, focusID]);

  return (
    <Screen title="Messages" as={pane ? 'section' : 'main'}>
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      {load.status === 'loading' && <Spinner label="Chargement des conversations..." />}
      {/* PRODUCT §8: the failure is only logged; the member can simply try again. */}
      {load.status === 'failed' && <LoadFailed onRetry={onRetry} />}
      {/* « Vous vous êtes vus ? » (issue #27): above the list, where the member sees it first. */}
      {load.status === 'ready' && <MeetingQuestions exceptConversationId={pane?.openID} />}
      {load.status === 'ready' && load.conversations.length === 0 && (
        <p className={styles.empty}>{chatMessages.noConversation}</p>
      )}
      {load.status === 'ready' && load.conversations.length > 0 && (
        <ul className={styles.list} aria-label="Conversations">
          {load.conversations.map((conversation) => (
            <ConversationRow
              key={conversation.conversationID}
              conversation={conversation}
              open={pane?.openID === conversation.conversationID}
              linkRef={(element) => {
                if (element) rows.current.set(conversation.conversationID, element);
                else rows.current.delete(conversation.conversationID);
              }}
            />
          ))}
        </ul>
      )}
    </Screen>
  );
}

function ConversationRow({
  conversation,
  open,
  linkRef,
}: {
  conversation: Conversation;
  /** Shown beside the list (wide screen). */
  open: boolean;
  linkRef: (element: HTMLAnchorElement | null) => void;
}) {
  const name = participantName(conversation);
  const unread = conversation.unreadCount > 0;
  return (
    <li>
      <Link
        ref={linkRef}
        to={threadPath(conversation.conversationID)}
        state={{ fromList: true }}
        aria-current={open ? 'page' : undefined}
        className={[styles.row, unread ? styles.unread : '', conversation.ended ? styles.ended : '']
          .filter(Boolean)
          .join(' ')}
      >
        <Avatar
          url={conversation.participantDeleted ? null : conversation.participant.photoUrl}
          name={name}
        />
        <span className={styles.text}>
          <span className={styles.top}>
            <span className={styles.name}>{name}</span>
            {conversation.lastMessageAt && (
              <time
                className={styles.time}
                dateTime={conversation.lastMessageAt}
                title={formatDateTime(conversation.lastMessageAt)}
              >
                {formatListTime(conversation.lastMessageAt)}
              </time>
            )}
          </span>
          <span className={styles.bottom}>
            <span className={styles.preview}>
              {conversation.ended
                ? endingMessages.closed
                : (conversation.lastMessage ??
                  (conversation.newMatch ? NEW_MATCH_PREVIEW : NO_MESSAGE_PREVIEW))}
            </span>
            <CountBadge count={conversation.unreadCount} label={unreadLabel} />
          </span>
          <TurnNote turn={conversation.turn} place="row" />
        </span>
      </Link>
    </li>
  );
}
