import { type MeetingAnswer, type MeetingQuestion, meetingsEndpoints } from '@lien/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { SENT_AT_ONCE } from '../../api/queryClient';
import { learningKeys } from '../learning/queries';

/** The query keys of « Vous vous êtes vus ? ». */
export const meetingKeys = {
  questions: ['meetings', 'questions'] as const,
};

/** The member's pending « Vous vous êtes vus ? » questions (the list and the thread share them). */
export function useMeetingQuestions() {
  return useQuery({
    queryKey: meetingKeys.questions,
    queryFn: async (): Promise<MeetingQuestion[]> => (await call(meetingsEndpoints.questions)).questions,
    // A question becomes due with time (a call's end, a week): read afresh at each opening.
    staleTime: 0,
  });
}

/**
 * Answers one question; it leaves the cached list once stored (the card then says thank you), and what
 * Lien learned is read again.
 */
export function useAnswerMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    ...SENT_AT_ONCE,
    mutationFn: (input: { conversationId: number; answer: MeetingAnswer }) =>
      call(meetingsEndpoints.answer, { body: input }),
    onSuccess: (_reply, { conversationId }) => {
      queryClient.setQueryData<MeetingQuestion[]>(meetingKeys.questions, (questions) =>
        questions?.filter((question) => question.conversationId !== conversationId),
      );
      void queryClient.invalidateQueries({ queryKey: learningKeys.weights });
    },
  });
}
