import {
  type DailyPick,
  discoveryEndpoints,
  type EndpointInput,
  type LikeCard,
  reportsEndpoints,
  type SwipeRequest,
} from '@lien/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { SENT_AT_ONCE } from '../../api/queryClient';
import { blockKeys } from '../blocks/queries';
import { likesKeys } from '../likes/queries';
import { deckKeys } from './deck/queries';

/** POST /api/report_profile's body: the member reported and one of the five reasons. */
export type ReportRequest = EndpointInput<typeof reportsEndpoints.report>['body'];

/**
 * One swipe (POST /api/swipe), the one way the deck, the likes list and the profile view write it; the
 * reply says whether a like made a match. The person answered leaves the cached likes received, and
 * « Le choix du jour » when they were it (the deck has already taken the card away; this keeps the
 * pick from coming back on the next visit). A failure is each screen's to tell (the deck logs it, the
 * others say so).
 */
export function useSwipeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (swipe: SwipeRequest) => call(discoveryEndpoints.swipe, { body: swipe }),
    onSuccess: (_reply, swipe) => {
      queryClient.setQueryData<LikeCard[]>(likesKeys.list('received'), (likes) =>
        likes?.filter((like) => like.id !== swipe.swipedUserId),
      );
      const daily = queryClient.getQueryData<DailyPick>(deckKeys.dailyPick());
      if (daily?.pick?.id === swipe.swipedUserId) {
        queryClient.setQueryData<DailyPick>(deckKeys.dailyPick(), { ...daily, pick: null });
      }
    },
  });
}

/**
 * Reports a member (POST /api/report_profile); the reply's `message` is the server's thank-you. The
 * member reported joins the privacy screen's blocked profiles, read afresh.
 */
export function useReportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...SENT_AT_ONCE,
    mutationFn: (report: ReportRequest) => call(reportsEndpoints.report, { body: report }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: blockKeys.all }),
  });
}
