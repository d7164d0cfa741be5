import {
  type VerificationDecisionRequest,
  type VerificationState,
  verificationEndpoints,
  verificationModerationEndpoints,
} from '@lien/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';

/** The query keys of photo verification: the member's own state and the console's queue. */
export const verificationKeys = {
  all: ['verification'] as const,
  mine: () => [...verificationKeys.all, 'mine'] as const,
  queue: () => [...verificationKeys.all, 'queue'] as const,
  review: (id: number) => [...verificationKeys.all, 'review', id] as const,
};

/** Where the member's photo verification stands; read afresh (a moderator may have decided meanwhile). */
export function useVerificationQuery() {
  return useQuery({
    queryKey: verificationKeys.mine(),
    queryFn: () => call(verificationEndpoints.status),
    staleTime: 0,
  });
}

/** The member's writes (ask for a gesture, send the selfie, withdraw): each answers the new state. */
function useVerificationWrite<T>(send: (input: T) => Promise<VerificationState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (state) => queryClient.setQueryData(verificationKeys.mine(), state),
    // A refusal may mean the state moved on (the window passed, a moderator decided): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: verificationKeys.mine() }),
  });
}

export const useAskVerificationMutation = () =>
  useVerificationWrite<undefined>(() => call(verificationEndpoints.request));
export const useSendSelfieMutation = () =>
  useVerificationWrite((image: string) => call(verificationEndpoints.selfie, { body: { image } }));
export const useShowBadgeMutation = () =>
  useVerificationWrite((shown: boolean) => call(verificationEndpoints.badge, { body: { shown } }));
export const useWithdrawVerificationMutation = () =>
  useVerificationWrite<undefined>(() => call(verificationEndpoints.withdraw));

/** The console's pending verifications, oldest first (moderators only). */
export function useVerificationQueueQuery() {
  return useQuery({
    queryKey: verificationKeys.queue(),
    queryFn: async () => (await call(verificationModerationEndpoints.queue)).verifications,
    staleTime: 0,
  });
}

/** One pending verification: the selfie beside the member's photos. Never kept once left. */
export function useVerificationReviewQuery(id: number) {
  return useQuery({
    queryKey: verificationKeys.review(id),
    queryFn: () => call(verificationModerationEndpoints.review, { params: { id } }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** Approves or refuses: the request leaves the queue. */
export function useDecideVerificationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerificationDecisionRequest) => call(verificationModerationEndpoints.decide, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationKeys.queue() }),
  });
}
