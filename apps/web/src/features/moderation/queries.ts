import {
  type AppealRequest,
  type AppealReviewRequest,
  appealEndpoints,
  type ModerationDecisionRequest,
  moderationEndpoints,
  type TransparencyQuery,
} from '@lien/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { requestFile } from '../../api/client';

/** The query keys of the moderation console and the appeal page. */
export const moderationKeys = {
  all: ['moderation'] as const,
  queue: () => [...moderationKeys.all, 'queue'] as const,
  report: (id: number) => [...moderationKeys.all, 'report', id] as const,
  appeals: () => [...moderationKeys.all, 'appeals'] as const,
  funnel: () => [...moderationKeys.all, 'funnel'] as const,
  transparency: (period: TransparencyQuery) => [...moderationKeys.all, 'transparency', period] as const,
  appealStatus: (token: string) => ['appeal-status', token] as const,
};

/** The open reports, most serious first; read afresh at each opening (other moderators work too). */
export function useModerationQueueQuery() {
  return useQuery({
    queryKey: moderationKeys.queue(),
    queryFn: async () => (await call(moderationEndpoints.queue)).reports,
    staleTime: 0,
  });
}

/** One open report with the reported profile and the conversation. */
export function useModerationReportQuery(id: number) {
  return useQuery({
    queryKey: moderationKeys.report(id),
    queryFn: () => call(moderationEndpoints.report, { params: { id } }),
    staleTime: 0,
  });
}

/** The appeals waiting for review, oldest first. */
export function useAppealsQuery() {
  return useQuery({
    queryKey: moderationKeys.appeals(),
    queryFn: async () => (await call(moderationEndpoints.appeals)).appeals,
    staleTime: 0,
  });
}

/** Decides on a report: it leaves the queue. */
export function useDecideMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ModerationDecisionRequest) => call(moderationEndpoints.decide, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}

/** Answers an appeal: it leaves the list. */
export function useReviewAppealMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppealReviewRequest) => call(moderationEndpoints.reviewAppeal, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.appeals() }),
  });
}

/** The decision an appeal link is about (public); a used or expired link fails with its French reason. */
export function useAppealStatusQuery(token: string) {
  return useQuery({
    queryKey: moderationKeys.appealStatus(token),
    queryFn: () => call(appealEndpoints.status, { body: { token } }),
    retry: false,
  });
}

/** Sends the appeal (public). */
export function useAppealMutation() {
  return useMutation({ mutationFn: (body: AppealRequest) => call(appealEndpoints.appeal, { body }) });
}

/** « Statistiques » (issue #27): the last weeks' funnel, counts only, current week first. */
export function useFunnelQuery() {
  return useQuery({
    queryKey: moderationKeys.funnel(),
    queryFn: async () => (await call(moderationEndpoints.funnel)).weeks,
    staleTime: 0,
  });
}

/** The transparency report of a period (issue #29); none asked until the period is set. */
export function useTransparencyQuery(period: TransparencyQuery | null) {
  return useQuery({
    queryKey: moderationKeys.transparency(period ?? { from: '', to: '' }),
    queryFn: () => call(moderationEndpoints.transparency, { query: period as TransparencyQuery }),
    enabled: period !== null,
    staleTime: 0,
    retry: false,
  });
}

/** The same report as a CSV file, saved by the browser under the server's name for it. */
export async function downloadTransparencyCsv(period: TransparencyQuery): Promise<void> {
  const query = new URLSearchParams(period);
  const file = await requestFile(`${moderationEndpoints.transparencyCsv.path}?${query}`);
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `lien-transparence-${period.from}-${period.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Freed once the browser has taken the file (revoked at once, Firefox may lose it).
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
