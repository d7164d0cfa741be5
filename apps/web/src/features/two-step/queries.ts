import type { TwoStepStatus } from '@lien/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { twoStepApi } from '../../api/two-step';

/** The query keys of two-step verification. */
export const twoStepKeys = {
  status: ['two-step'] as const,
};

/** Whether two-step verification is on, as the server says. */
export function useTwoStepStatus() {
  return useQuery({ queryKey: twoStepKeys.status, queryFn: twoStepApi.status });
}

/** A new secret to scan (the QR code and the key): never cached, shown once. */
export function useStartTwoStepSetup() {
  return useMutation({ mutationFn: twoStepApi.startSetup });
}

/** The first code: turns it on; the reply holds the recovery codes, to be shown this once. */
export function useConfirmTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: twoStepApi.confirmSetup,
    onSuccess: ({ enabledAt, recoveryCodes }) =>
      queryClient.setQueryData<TwoStepStatus>(twoStepKeys.status, {
        enabled: true,
        enabledAt,
        recoveryCodesLeft: recoveryCodes.length,
      }),
  });
}

/** Turns it off, with a code or a recovery code. */
export function useDisableTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: twoStepApi.disable,
    onSuccess: () =>
      queryClient.setQueryData<TwoStepStatus>(twoStepKeys.status, {
        enabled: false,
        enabledAt: null,
        recoveryCodesLeft: 0,
      }),
  });
}
