import { blockMessages, type ChatMessage, type Conversation, endingMessages } from '@lien/contract';
import { chatMessages } from '@lien/contract/texts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { readSession } from '../../session/storage';
import { ChevronIcon } from '../../ui/icons';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { HeaderIconButton } from '../../ui/StepHeader';
import { BlockDialog } from '../blocks/BlockDialog';
import { EndConversationDialog } from '../endings/EndConversationDialog';
import { MeetingQuestions } from '../meetings/MeetingQuestions';
import { ReportDialog } from '../reports/ReportDialog';
import { Avatar } from './Avatar';
import { Composer } from './Composer';
import { draftOf } from './draft';
import { MessageLog } from './MessageLog';
import { participantName, profilePath } from './participant';
import { CHAT_PATH } from './shell';
import { BookedCall, PlanCallLink } from './ThreadCall';
import { ThreadMenu, type ThreadMenuItem } from './ThreadMenu';
import styles from './ThreadView.module.css';
import { ThreadWhyYouTwo } from './ThreadWhyYouTwo';
import { TurnNote } from './TurnNote';
import { unconfirmedOutgoing } from './unconfirmedOutgoing';
import { type OutgoingMessage, useOutbox } from './useOutbox';
import { useThread } from './useThread';

export interface ThreadViewProps {
  conversationID: number;
  /** Unknown while the list loads: the messages come meanwhile, the header waits. */
  conversation: Conversation | undefined;
  onRead: (conversationID: number) => void;
  onSent: (conversationID: number, message: ChatMessage) => void;
  /**
   * The member blocked or reported the other person, or ended the conversation (`notice`, said on the
   * list): it leaves the list.
   */
  onHidden: (notice?: string) => void;
  /** On a wide screen the thread is a pane beside the list, inside the screen's one main region. */
  pane?: boolean;
}

/**
 * One conversation (PRODUCT §2.5), in place of the list: a header with the other person's photo and name
 * leading to their profile, 'Planifier un appel' and the menu (« Mettre fin à la conversation »,
 * « Bloquer », « Signaler »), the call booked with them if there is one, « Pourquoi vous deux ? » (issue
 * #26), the messages, whose turn it is (issue #27) and the input — none of the actions once they have
 * left the product. Once the other person ended it (issue #27), the history stays readable, « Cette
 * conversation est terminée » takes the input's place, and only « Bloquer » and « Signaler » are left.
 */
export function ThreadView({
  conversationID,
  conversation,
  onRead,
  onSent,
  onHidden,
  pane = false,
}: ThreadViewProps) {
  const thread = useThread(conversationID, onRead, conversation?.ended ?? false);
  const messagesRef = useRef<ChatMessage[]>([]);
  messagesRef.current = thread.state.status === 'ready' ? thread.state.messages : [];
  const newestMessageId = useCallback(() => messagesRef.current.at(-1)?.messageID ?? 0, []);
  // An unsent message whose server copy is in the thread after all (its reply was lost, not the send).
  const delivered = useCallback(
    (item: OutgoingMessage) =>
      messagesRef.current.some(
        (message) =>
          message.senderUserID === readSession()?.userId &&
          message.messageID > item.after &&
          message.messageContent === item.content,
      ),
    [],
  );
  const outbox = useOutbox(
    conversationID,
    (message) => {
      thread.add(message);
      onSent(conversationID, message);
    },
    newestMessageId,
    delivered,
  );
  const ownId = readSession()?.userId;
  const navigate = useNavigate();
  const [reporting, setReporting] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const [ending, setEnding] = useState(false);
  const location = useLocation();
  // An opener picked on the match overlay (issue #27) starts the message box, once, as the thread opens.
  const [suggestion, setSuggestion] = useState<{ text: string } | undefined>(() => {
    const draft = draftOf(location.state);
    return draft === null ? undefined : { text: draft };
  });
  const [startsWithDraft] = useState(suggestion !== undefined);
  const leave = (notice?: string) => {
    onHidden(notice);
    navigate(CHAT_PATH, { state: notice ? { notice } : undefined });
  };
  const name = conversation ? participantName(conversation) : '';
  const deleted = conversation?.participantDeleted ?? false;
  const ended = conversation?.ended ?? false;
  // Nothing to plan nor to answer any more: the other person left, or ended the conversation.
  const closed = deleted || ended;
  const gender = conversation?.participant.gender ?? null;
  const menuItems: ThreadMenuItem[] = [
    ...(!closed && gender ? [{ label: endingMessages.end, onSelect: () => setEnding(true) }] : []),
    { label: blockMessages.block, onSelect: () => setBlocking(true) },
    { label: 'Signaler', onSelect: () => setReporting(true) },
  ];

  // Opening a thread is a change of page: the focus goes to its title, which screen readers announce.
  const title = useRef<HTMLHeadingElement>(null);
  const named = name !== '';
  // With an opener to edit, the focus is the message box's (the Composer takes it).
  useEffect(() => {
    if (named && !startsWithDraft) title.current?.focus();
  }, [named, startsWithDraft]);

  const Root = pane ? 'section' : 'main';
  return (
    <Root className={styles.thread} aria-label={pane ? `Conversation avec ${name}` : undefined}>
      <header className={styles.header}>
        <BackToList />
        {conversation && (
          <h1 ref={title} tabIndex={-1} className={styles.title}>
            {closed ? (
              <span className={styles.person}>
                <Avatar url={deleted ? null : conversation.participant.photoUrl} name={name} size={40} />
                <span>{name}</span>
              </span>
            ) : (
              // One label rather than a hidden span: browsers would put a space before its comma.
              <Link
                to={profilePath(conversation)}
                className={styles.person}
                aria-label={`${name}, voir son profil`}
              >
                <Avatar url={conversation.participant.photoUrl} name={name} size={40} />
                <span>{name}</span>
              </Link>
            )}
          </h1>
        )}
        {conversation && !closed && (
          <PlanCallLink partnerId={conversation.participant.id} conversationID={conversationID} />
        )}
        {conversation && !deleted && <ThreadMenu name={name} items={menuItems} />}
      </header>
      {conversation && !closed && <BookedCall partnerId={conversation.participant.id} name={name} />}
      {conversation && !closed && <MeetingQuestions conversationId={conversationID} inset />}
      {conversation && !closed && thread.state.status === 'ready' && (
        <ThreadWhyYouTwo
          partnerId={conversation.participant.id}
          messageCount={thread.state.messages.length}
          onUseIdea={(text) => setSuggestion({ text })}
        />
      )}

      {thread.state.status === 'loading' && (
        <div className={styles.state}>
          <Spinner label="Chargement des messages..." />
        </div>
      )}
      {/* PRODUCT §8: only logged; the member can try again. */}
      {thread.state.status === 'failed' && (
        <div className={styles.state}>
          <LoadFailed onRetry={thread.retry} />
        </div>
      )}
      {thread.state.status === 'ready' && (
        <MessageLog
          name={name}
          ownId={ownId}
          messages={thread.state.messages}
          outgoing={unconfirmedOutgoing(thread.state.messages, outbox.outgoing, ownId)}
          hasMore={thread.state.hasMore}
          loadingOlder={thread.state.loadingOlder}
          onLoadOlder={() => void thread.loadOlder()}
          onRetry={outbox.retry}
          onReport={conversation && !deleted ? () => setReporting(true) : undefined}
        />
      )}
      {conversation && blocking && (
        <BlockDialog
          userId={conversation.participant.id}
          firstName={conversation.participant.firstName}
          onClose={() => setBlocking(false)}
          onBlocked={() => leave()}
        />
      )}
      {conversation && ending && gender && (
        <EndConversationDialog
          conversationID={conversationID}
          firstName={conversation.participant.firstName}
          gender={gender}
          onClose={() => setEnding(false)}
          onEnded={() => leave(endingMessages.ended(conversation.participant.firstName))}
        />
      )}
      {conversation && (
        <ReportDialog
          open={reporting}
          reportedUserId={conversation.participant.id}
          onClose={() => setReporting(false)}
          // A report blocks the person too.
          onReported={() => leave()}
        />
      )}

      {/* « À vous de jouer » (issue #27): whose turn it is, just above the message box. */}
      {conversation && !deleted && !ended && thread.state.status === 'ready' && (
        <TurnNote turn={thread.turn} place="thread" />
      )}
      {deleted ? (
        <p className={styles.gone}>{chatMessages.recipientGone}</p>
      ) : ended ? (
        <p className={styles.gone}>{endingMessages.closed}</p>
      ) : (
        conversation && <Composer onSend={outbox.send} suggestion={suggestion} />
      )}
    </Root>
  );
}

/** Back to the list: through history when the list opened the thread, else to the list itself. */
function BackToList() {
  const navigate = useNavigate();
  const location = useLocation();
  const fromList = (location.state as { fromList?: boolean } | null)?.fromList === true;
  return (
    <HeaderIconButton
      label="Retour aux conversations"
      onClick={() => (fromList ? navigate(-1) : navigate(CHAT_PATH))}
    >
      <ChevronIcon direction="left" />
    </HeaderIconButton>
  );
}
