import { meetingMessages } from '@lien/contract';
import { useEffect, useRef, useState } from 'react';
import { MeetingQuestionCard } from './MeetingQuestionCard';
import styles from './MeetingQuestions.module.css';
import { useAnswerMeeting, useMeetingQuestions } from './queries';

export interface MeetingQuestionsProps {
  /** Only this conversation's question, compact (its thread); all of them otherwise (the list). */
  conversationId?: number;
  /** A conversation whose question is shown elsewhere (its thread open beside the list). */
  exceptConversationId?: number | null;
  /** Its own side margins: in a thread, whose messages reach the edges. */
  inset?: boolean;
}

/**
 * « Vous vous êtes vus ? » where the member will see it: the conversation list and the thread. Nothing
 * while it loads or when it cannot be read (the conversations come first; it is asked again at the
 * next opening). Once answered, a short thanks takes the card's place and the focus.
 */
export function MeetingQuestions({
  conversationId,
  exceptConversationId,
  inset = false,
}: MeetingQuestionsProps) {
  const questions = useMeetingQuestions();
  const answer = useAnswerMeeting();
  const [thanked, setThanked] = useState<number | null>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (thanked !== null) thanks.current?.focus();
  }, [thanked]);

  const shown = (questions.data ?? []).filter(
    (question) =>
      (conversationId === undefined || question.conversationId === conversationId) &&
      question.conversationId !== exceptConversationId,
  );
  if (shown.length === 0 && thanked === null) return null;
  return (
    <div className={[styles.questions, inset ? styles.inset : ''].filter(Boolean).join(' ')}>
      {thanked !== null && (
        <p ref={thanks} tabIndex={-1} role="status" className={styles.thanks}>
          {meetingMessages.thanks}
        </p>
      )}
      {shown.map((question) => {
        const mine = answer.variables?.conversationId === question.conversationId;
        return (
          <MeetingQuestionCard
            key={question.conversationId}
            question={question}
            compact={conversationId !== undefined}
            sending={answer.isPending}
            failed={mine && answer.isError}
            onAnswer={(choice) =>
              answer.mutate(
                { conversationId: question.conversationId, answer: choice },
                { onSuccess: () => setThanked(question.conversationId) },
              )
            }
          />
        );
      })}
    </div>
  );
}
