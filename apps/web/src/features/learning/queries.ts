import { type LearnedWeightsReply, learningEndpoints } from '@lien/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { SENT_AT_ONCE } from '../../api/queryClient';

/** The query keys of « Ce que Lien a appris de vos rencontres ». */
export const learningKeys = {
  weights: ['learning', 'weights'] as const,
};

/** The member's learned weights (their own: the call names no one). */
export function useLearnedWeightsQuery() {
  return useQuery({
    queryKey: learningKeys.weights,
    queryFn: (): Promise<LearnedWeightsReply> => call(learningEndpoints.weights),
    // An answer to « Vous vous êtes vus ? » changes them: read afresh at each opening.
    staleTime: 0,
  });
}

/** Forgets what the answers taught; the cached weights become the server's answer (nothing learned). */
export function useResetLearningMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...SENT_AT_ONCE,
    mutationFn: () => call(learningEndpoints.reset),
    onSuccess: (reply) => queryClient.setQueryData(learningKeys.weights, reply),
  });
}
