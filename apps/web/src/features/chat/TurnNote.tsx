import type { ConversationTurn } from '@lien/contract';
import styles from './TurnNote.module.css';
import { turnText } from './turn';

/**
 * Whose turn it is, as a line of text (read as it is written by screen readers, after the name and
 * the last message in the list, before the message box in the thread): « À vous de jouer » stands
 * out, « En attente de sa réponse » stays quiet. Nothing before the first message.
 */
export function TurnNote({ turn, place }: { turn: ConversationTurn; place: 'row' | 'thread' }) {
  const text = turnText(turn);
  if (text === null) return null;
  const Tag = place === 'row' ? 'span' : 'p';
  return (
    <Tag className={[styles.note, styles[place], turn === 'yours' ? styles.yours : styles.theirs].join(' ')}>
      {text}
    </Tag>
  );
}
