import type { AppealReviewRequest, ModerationDecisionRequest } from '@lien/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { moderationApi } from '../../api/moderation';

/** The query keys of the moderation console and the appeal page. */
export const moderationKeys = {
  all: ['moderation'] as const,
  queue: () => [...moderationKeys.all, 'queue'] as const,
  report: (id: number) => [...moderationKeys.all, 'report', id] as const,
  appeals: () => [...moderationKeys.all, 'appeals'] as const,
  appealStatus: (token: string) => ['appeal-status', token] as const,
};

/** The open reports, most serious first; read afresh at each opening (other moderators work too). */
export function useModerationQueue() {
  return useQuery({
    queryKey: moderationKeys.queue(),
    queryFn: async () => (await moderationApi.queue()).reports,
    staleTime: 0,
  });
}

/** One open report with the reported profile and the conversation. */
export function useModerationReport(id: number) {
  return useQuery({
    queryKey: moderationKeys.report(id),
    queryFn: () => moderationApi.report(id),
    staleTime: 0,
  });
}

/** The appeals waiting for review, oldest first. */
export function useAppealQueue() {
  return useQuery({
    queryKey: moderationKeys.appeals(),
    queryFn: async () => (await moderationApi.appeals()).appeals,
    staleTime: 0,
  });
}

/** Decides on a report: it leaves the queue. */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ModerationDecisionRequest) => moderationApi.decide(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}

/** Answers an appeal: it leaves the list. */
export function useReviewAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AppealReviewRequest) => moderationApi.reviewAppeal(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.appeals() }),
  });
}

/** The decision an appeal link is about (public); a used or expired link fails with its French reason. */
export function useAppealStatus(token: string) {
  return useQuery({
    queryKey: moderationKeys.appealStatus(token),
    queryFn: () => moderationApi.appealStatus(token),
    retry: false,
  });
}

/** Sends the appeal (public). */
export function useSendAppeal() {
  return useMutation({ mutationFn: moderationApi.appeal });
}
