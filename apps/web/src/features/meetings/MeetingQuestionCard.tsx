import {
  MEETING_ANSWERS,
  type MeetingAnswer,
  type MeetingQuestion,
  meetingAnswerLabel,
  meetingMessages,
} from '@lien/contract';
import { useId } from 'react';
import { Button } from '../../ui/Button';
import { Avatar } from '../chat/Avatar';
import styles from './MeetingQuestions.module.css';

export interface MeetingQuestionCardProps {
  question: MeetingQuestion;
  onAnswer: (answer: MeetingAnswer) => void;
  sending: boolean;
  failed: boolean;
}

/**
 * One question, kindly put: who it is about (photo and first name), the three answers as buttons, and
 * that the answer stays private. A region named by its question, so a screen reader can find it.
 */
export function MeetingQuestionCard({ question, onAnswer, sending, failed }: MeetingQuestionCardProps) {
  const titleId = useId();
  const { partner } = question;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {meetingMessages.question}
      </h2>
      <div className={styles.head}>
        <Avatar url={partner.photoUrl} name={partner.firstName} size={40} />
        <p className={styles.about}>{meetingMessages.about(partner.firstName)}</p>
      </div>
      <div className={styles.answers}>
        {MEETING_ANSWERS.map((answer) => (
          <Button
            key={answer}
            variant={answer === 'again' ? 'primary' : 'secondary'}
            block
            disabled={sending}
            onClick={() => onAnswer(answer)}
          >
            {meetingAnswerLabel(answer, partner.gender)}
          </Button>
        ))}
      </div>
      {failed && (
        <p role="alert" className={styles.error}>
          {meetingMessages.answerFailed}
        </p>
      )}
      <p className={styles.note}>{meetingMessages.privateNote}</p>
    </section>
  );
}
