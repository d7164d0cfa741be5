import { endingMessages, type WaitingPerson, waitingMessages } from '@lien/contract';
import { WAITING_SCREEN_FROM } from '@lien/contract/rules';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../api/client';
import { Button, LinkButton } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Avatar } from '../chat/Avatar';
import { threadPath } from '../chat/participant';
import { EndConversationDialog } from '../endings/EndConversationDialog';
import { usePassWaitingMutation } from './queries';
import styles from './WaitingScreen.module.css';

export interface WaitingScreenProps {
  /** The people waiting on the member's answer, who wrote first first (kept current by the query). */
  people: WaitingPerson[];
  /** On to the deck: passed for the day, or fewer than WAITING_SCREEN_FROM left to answer. */
  onDeck: () => void;
}

/**
 * « Quelques personnes attendent votre réponse » (issue #27), in place of the deck when enough
 * conversations wait on the member: each person with « Répondre » (their thread) and « Mettre fin à la
 * conversation », and « Passer pour aujourd’hui », which the server keeps for the Paris day. Once fewer
 * than WAITING_SCREEN_FROM are left, the way on is the deck itself, with nothing to pass.
 */
export function WaitingScreen({ people, onDeck }: WaitingScreenProps) {
  const pass = usePassWaitingMutation();
  const [ending, setEnding] = useState<WaitingPerson | null>(null);
  const [notice, setNotice] = useState('');
  const title = useRef<HTMLHeadingElement>(null);
  // A screen in place of the deck: its title takes the focus, which screen readers announce.
  useEffect(() => title.current?.focus(), []);

  const few = people.length < WAITING_SCREEN_FROM;
  const passToday = () => {
    if (!pass.isPending) pass.mutate(undefined, { onSuccess: onDeck });
  };
  const ended = (person: WaitingPerson) => {
    setEnding(null);
    setNotice(endingMessages.ended(person.partner.firstName));
    // The row and its button are gone: the focus goes back to the top of the screen.
    title.current?.focus();
  };

  return (
    <main className={styles.screen}>
      <h1 ref={title} tabIndex={-1} className={styles.title}>
        {waitingMessages.title}
      </h1>
      <p className={styles.lead}>{waitingMessages.lead}</p>
      <p role="status" className={notice ? styles.notice : 'visually-hidden'}>
        {notice}
      </p>
      <ul className={styles.list} aria-label={waitingMessages.listLabel}>
        {people.map((person) => (
          <li key={person.conversationID} className={styles.person}>
            <Avatar url={person.partner.photoUrl} name={person.partner.firstName} size={56} />
            <h2 className={styles.name}>{person.partner.firstName}</h2>
            <div className={styles.actions}>
              <LinkButton
                to={threadPath(person.conversationID)}
                className={styles.action}
                aria-label={waitingMessages.replyTo(person.partner.firstName)}
              >
                {waitingMessages.reply}
              </LinkButton>
              <Button
                variant="ghost"
                className={`${styles.action} ${styles.endAction}`}
                aria-label={endingMessages.endWith(person.partner.firstName)}
                onClick={() => setEnding(person)}
              >
                {endingMessages.end}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        {few ? (
          <>
            <p className={styles.note}>{waitingMessages.thanks}</p>
            <Button block onClick={onDeck}>
              {waitingMessages.toDeck}
            </Button>
          </>
        ) : (
          <>
            <Button block variant="secondary" onClick={passToday} disabled={pass.isPending}>
              {waitingMessages.pass}
            </Button>
            <p className={styles.note}>{waitingMessages.passNote}</p>
          </>
        )}
        <FormError>{pass.isError ? errorText(pass.error, waitingMessages.passFailed) : null}</FormError>
      </div>
      {ending && (
        <EndConversationDialog
          conversationID={ending.conversationID}
          firstName={ending.partner.firstName}
          gender={ending.partner.gender}
          onClose={() => setEnding(null)}
          onEnded={() => ended(ending)}
        />
      )}
    </main>
  );
}
