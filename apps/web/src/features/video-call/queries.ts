import { type Appointment, type EndpointInput, videoCallEndpoints } from '@lien/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../api/call';
import { ApiError } from '../../api/client';
import { LIVE_QUERY, SENT_AT_ONCE } from '../../api/queryClient';
import { useRealtime } from '../../realtime';
import { pendingMatchKeys } from '../pending-matches/queries';
import type { SlotDay } from './SlotPicker';

/** The query keys of the video calls. */
export const videoCallKeys = {
  all: ['appointments'] as const,
  /** The member's upcoming calls, soonest first. */
  upcoming: () => [...videoCallKeys.all, 'upcoming'] as const,
  /** The next 7 days' times with one match, each free or taken. */
  slots: (partnerId: number) => [...videoCallKeys.all, 'slots', partnerId] as const,
};

/**
 * Loads the agenda again after a booking, or when the other person booked one; the booked match
 * leaves the pending matches too.
 */
export function useRefreshAppointments(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    const upcoming = { queryKey: videoCallKeys.upcoming() };
    // A first load still under way may have been answered before this booking: TanStack Query would
    // keep it rather than fetch again, so it is dropped and the agenda asked for anew.
    void queryClient.cancelQueries(upcoming).then(() => queryClient.invalidateQueries(upcoming));
    void queryClient.invalidateQueries({ queryKey: pendingMatchKeys.all });
  }, [queryClient]);
}

/**
 * The member's upcoming calls (PRODUCT §2.6 agenda, stored on the server), kept current by the live
 * 'appointment' event: a call the other person planned appears at once.
 */
export function useUpcomingAppointments() {
  const refresh = useRefreshAppointments();
  useRealtime((event) => {
    if (event.type === 'appointment') refresh();
  });
  return useQuery({
    queryKey: videoCallKeys.upcoming(),
    queryFn: async (): Promise<Appointment[]> => (await call(videoCallEndpoints.upcoming)).appointments,
    meta: LIVE_QUERY,
  });
}

/** The soonest upcoming call with one person, or undefined when none is booked (or not known yet). */
export function useNextCallWith(partnerId: number): Appointment | undefined {
  const { data } = useUpcomingAppointments();
  return data?.find((appointment) => appointment.partner.id === partnerId);
}

/**
 * The times to choose from with one match. Someone else's booking, heard live, may take a time of the
 * partner's or of the member's, so the times load again; a reload keeps them on screen meanwhile.
 */
export function useAppointmentSlots(partnerId: number) {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: videoCallKeys.slots(partnerId) }),
    [queryClient, partnerId],
  );
  useRealtime((event) => {
    if (event.type === 'appointment') refresh();
  });
  return useQuery({
    queryKey: videoCallKeys.slots(partnerId),
    queryFn: async (): Promise<SlotDay[]> =>
      (await call(videoCallEndpoints.slots, { query: { userId: partnerId } })).days,
    // What is free changes with every booking: never shown from an old visit.
    staleTime: 0,
    meta: LIVE_QUERY,
  });
}

/** What POST /api/appointments takes: a match, a proposed Paris date and one of the six times. */
export type CreateAppointment = EndpointInput<typeof videoCallEndpoints.create>['body'];

/**
 * Books a call (POST /api/appointments): the agenda loads again and the match leaves the pending
 * ones. A time taken meanwhile (409) or no longer proposed (400): that partner's times load again.
 */
export function useCreateAppointmentMutation() {
  const queryClient = useQueryClient();
  const refreshAgenda = useRefreshAppointments();
  return useMutation({
    ...SENT_AT_ONCE,
    mutationFn: (booking: CreateAppointment) => call(videoCallEndpoints.create, { body: booking }),
    onSuccess: refreshAgenda,
    onError: (error, { partnerId }) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 400))
        void queryClient.invalidateQueries({ queryKey: videoCallKeys.slots(partnerId) });
    },
  });
}
