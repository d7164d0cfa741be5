import { type TwoStepStatus, twoStepEndpoints } from '@lien/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { SENT_AT_ONCE } from '../../api/queryClient';

/** The query keys of two-step verification. */
export const twoStepKeys = {
  status: ['two-step'] as const,
};

/** Whether two-step verification is on, as the server says. */
export function useTwoStepStatus() {
  return useQuery({ queryKey: twoStepKeys.status, queryFn: () => call(twoStepEndpoints.status) });
}

/** A new secret to scan (the QR code and the key): never cached, shown once. */
export function useStartTwoStepSetupMutation() {
  return useMutation({ mutationFn: () => call(twoStepEndpoints.startSetup) });
}

/** The first code: turns it on; the reply holds the recovery codes, to be shown this once. */
export function useConfirmTwoStepMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(twoStepEndpoints.confirmSetup, { body: { code } }),
    onSuccess: ({ enabledAt, recoveryCodes }) =>
      queryClient.setQueryData<TwoStepStatus>(twoStepKeys.status, {
        enabled: true,
        enabledAt,
        recoveryCodesLeft: recoveryCodes.length,
      }),
  });
}

/** Turns it off, with a code or a recovery code. */
export function useDisableTwoStepMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(twoStepEndpoints.disable, { body: { code } }),
    onSuccess: () =>
      queryClient.setQueryData<TwoStepStatus>(twoStepKeys.status, {
        enabled: false,
        enabledAt: null,
        recoveryCodesLeft: 0,
      }),
  });
}

/**
 * The log-in's second step (POST /api/login/two_step): the challenge of the first step and a code
 * become the session. Nothing cached: the session that follows starts its own cache.
 */
export function useTwoStepLoginMutation() {
  return useMutation({
    ...SENT_AT_ONCE,
    mutationFn: ({ challenge, code }: { challenge: string; code: string }) =>
      call(twoStepEndpoints.login, { body: { challenge, code } }),
  });
}
