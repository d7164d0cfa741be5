import { type MutationKey, useQueryClient } from '@tanstack/react-query';

/**
 * Whether a mutation under this key is on its way, read from the query client when asked. A
 * mutation's `isPending` is the state of the last render: two submits in one frame (or whose form
 * checks end together) would both see it false and send twice; this refuses the second at once.
 */
export function useMutationInFlight(mutationKey: MutationKey): () => boolean {
  const queryClient = useQueryClient();
  return () => queryClient.isMutating({ mutationKey }) > 0;
}
