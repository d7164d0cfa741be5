import type { ChatMessage } from '@lien/contract';
import { isHarassing } from '@lien/contract/rules';
import { chatMessages } from '@lien/contract/texts';
import { useLayoutEffect, useRef } from 'react';
import { Button } from '../../ui/Button';
import { formatDateTime, formatDayHeading, formatTime, parisDay } from './dates';
import { FlaggedMessage } from './FlaggedMessage';
import styles from './MessageLog.module.css';
import type { OutgoingMessage } from './useOutbox';

/** Within this distance of the end, the log follows new messages; further up, the reader stays put. */
const FOLLOW_PX = 80;
/** Scrolling this close to the top asks for the previous page. */
const OLDER_PX = 40;

interface Item {
  key: string;
  content: string;
  sentAt: string;
  own: boolean;
  status: 'sent' | 'sending' | 'failed';
  localId?: string;
}

export interface MessageLogProps {
  /** Who the other person is, for the log's name (« Messages avec Camille D. »). */
  name: string;
  ownId: number | undefined;
  messages: ChatMessage[];
  outgoing: OutgoingMessage[];
  hasMore: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (localId: string) => void;
  /** Reports the other person, from a message the harassment guard covered; absent once they left. */
  onReport?: () => void;
}

/** Messages by Paris day, oldest first; the member's own bubbles on the right, then those being sent. */
function groupByDay(messages: ChatMessage[], outgoing: OutgoingMessage[], ownId: number | undefined) {
  const items: Item[] = [
    ...messages.map((message) => ({
      key: `m${message.messageID}`,
      content: message.messageContent,
      sentAt: message.sentAt,
      own: message.senderUserID === ownId,
      status: 'sent' as const,
    })),
    ...outgoing.map((message) => ({
      key: message.localId,
      content: message.content,
      sentAt: message.createdAt,
      own: true,
      status: message.status,
      localId: message.localId,
    })),
  ];
  const days: { day: string; items: Item[] }[] = [];
  for (const item of items) {
    const day = parisDay(item.sentAt);
    const last = days.at(-1);
    if (last?.day === day) last.items.push(item);
    else days.push({ day, items: [item] });
  }
  return days;
}

/**
 * The thread (PRODUCT §2.5): a log that screen readers follow politely, grouped by day with French
 * dates and 24 h times in Paris. Older pages come by scrolling to the top or with the button, and the
 * reading position stays where it was; new messages scroll into view when the reader is at the end.
 */
export function MessageLog(props: MessageLogProps) {
  const { name, ownId, messages, outgoing, hasMore, loadingOlder, onLoadOlder, onRetry, onReport } = props;
  const log = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const before = useRef<{ height: number; top: number; first: number | undefined } | null>(null);
  const firstId = messages[0]?.messageID;
  const count = messages.length + outgoing.length;

  const loadOlder = () => {
    const element = log.current;
    if (element) before.current = { height: element.scrollHeight, top: element.scrollTop, first: firstId };
    onLoadOlder();
  };

  useLayoutEffect(() => {
    const element = log.current;
    if (!element) return;
    const kept = before.current;
    if (kept && kept.first !== firstId) {
      // Older messages went in above: keep the ones being read where they were.
      element.scrollTop = kept.top + element.scrollHeight - kept.height;
      before.current = null;
    } else if (atEnd.current && count > 0) {
      element.scrollTop = element.scrollHeight;
    }
  }, [firstId, count]);

  const days = groupByDay(messages, outgoing, ownId);
  return (
    <div
      ref={log}
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={`Messages avec ${name}`}
      aria-busy={loadingOlder || undefined}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard user scrolls the log once it has the focus.
      tabIndex={0}
      className={styles.log}
      onScroll={(event) => {
        const element = event.currentTarget;
        atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_PX;
        if (element.scrollTop < OLDER_PX && hasMore && !loadingOlder) loadOlder();
      }}
    >
      {hasMore && (
        <div className={styles.older}>
          <Button variant="ghost" onClick={loadOlder} disabled={loadingOlder}>
            {loadingOlder ? 'Chargement...' : 'Messages précédents'}
          </Button>
        </div>
      )}
      {days.length === 0 && <p className={styles.empty}>{chatMessages.noMessage}</p>}
      {days.map(({ day, items }) => (
        <section key={day} className={styles.day}>
          <h2 className={styles.dayHeading}>
            <time dateTime={day}>{formatDayHeading(items[0]?.sentAt ?? day)}</time>
          </h2>
          <ul className={styles.messages}>
            {items.map((item) => (
              <MessageItem key={item.key} item={item} name={name} onRetry={onRetry} onReport={onReport} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function MessageItem({
  item,
  name,
  onRetry,
  onReport,
}: {
  item: Item;
  name: string;
  onRetry: (localId: string) => void;
  onReport?: () => void;
}) {
  const classes = [styles.message, item.own ? styles.own : styles.theirs, styles[item.status] ?? ''];
  return (
    <li className={classes.filter(Boolean).join(' ')}>
      <span className="visually-hidden">{item.own ? 'Vous' : name}&nbsp;:</span>
      {!item.own && isHarassing(item.content) ? (
        <FlaggedMessage content={item.content} onReport={onReport} />
      ) : (
        <p className={styles.bubble}>{item.content}</p>
      )}
      <p className={styles.meta}>
        {item.status === 'sending' && <span>Envoi…</span>}
        {item.status === 'failed' && <span className={styles.failedText}>Non envoyé</span>}
        {item.status === 'sent' && (
          <time dateTime={item.sentAt} title={formatDateTime(item.sentAt)}>
            {formatTime(item.sentAt)}
          </time>
        )}
      </p>
      {item.status === 'failed' && item.localId !== undefined && (
        <Button variant="link" className={styles.retry} onClick={() => onRetry(item.localId ?? '')}>
          Réessayer
        </Button>
      )}
    </li>
  );
}
