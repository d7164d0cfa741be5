import {
  MEETING_ANSWERS,
  type MeetingAnswer,
  type MeetingQuestion,
  meetingAnswerLabel,
  meetingMessages,
} from '@lien/contract';
import { useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { Avatar } from '../chat/Avatar';
import styles from './MeetingQuestions.module.css';

export interface MeetingQuestionCardProps {
  question: MeetingQuestion;
  onAnswer: (answer: MeetingAnswer) => void;
  sending: boolean;
  failed: boolean;
  /**
   * In the conversation's own thread, where it must not push the messages away: one line, the
   * question as a button that opens the three answers as small buttons.
   */
  compact?: boolean;
}

/**
 * One question, kindly put: who it is about (photo and first name), the three answers as buttons, and
 * that the answer stays private. A region named by its question, so a screen reader can find it.
 */
export function MeetingQuestionCard(props: MeetingQuestionCardProps) {
  return props.compact ? <CompactCard {...props} /> : <FullCard {...props} />;
}

/** The answers, full width in the list's card, small and side by side in the thread's. */
function Answers({ question, onAnswer, sending, small }: MeetingQuestionCardProps & { small: boolean }) {
  return (
    <div className={small ? styles.smallAnswers : styles.answers}>
      {MEETING_ANSWERS.map((answer) => (
        <Button
          key={answer}
          variant={answer === 'again' ? 'primary' : 'secondary'}
          block={!small}
          className={small ? styles.smallAnswer : undefined}
          disabled={sending}
          onClick={() => onAnswer(answer)}
        >
          {meetingAnswerLabel(answer, question.partner.gender)}
        </Button>
      ))}
    </div>
  );
}

function Failed({ failed }: { failed: boolean }) {
  return failed ? (
    <p role="alert" className={styles.error}>
      {meetingMessages.answerFailed}
    </p>
  ) : null;
}

/** Above the conversation list: who it is about, the answers, the private note. */
function FullCard(props: MeetingQuestionCardProps) {
  const titleId = useId();
  const { partner } = props.question;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {meetingMessages.question}
      </h2>
      <div className={styles.head}>
        <Avatar url={partner.photoUrl} name={partner.firstName} size={40} />
        <p className={styles.about}>{meetingMessages.about(partner.firstName)}</p>
      </div>
      <Answers {...props} small={false} />
      <Failed failed={props.failed} />
      <p className={styles.note}>{meetingMessages.privateNote}</p>
    </section>
  );
}

/**
 * In the thread, whose person is already named above it: one line, the question as a disclosure
 * button in its heading (the accordion pattern: aria-expanded, the heading keeps naming the region)
 * with a chevron drawn at its end; it opens the answers, small, and the private note.
 */
function CompactCard(props: MeetingQuestionCardProps) {
  const titleId = useId();
  const answersId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.compact} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.compactTitle}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={answersId}
          onClick={() => setOpen(!open)}
        >
          <span className={styles.question}>{meetingMessages.question}</span>
          <span className={styles.cue} aria-hidden="true">
            <svg
              className={styles.chevron}
              width="16"
              height="16"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d="M6 9l6 6 6-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            </svg>
          </span>
        </button>
      </h2>
      <div id={answersId} className={styles.opened} hidden={!open}>
        <Answers {...props} small />
        <Failed failed={props.failed} />
        <p className={styles.note}>{meetingMessages.privateNote}</p>
      </div>
    </section>
  );
}
