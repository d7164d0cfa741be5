import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Saves a whole settings object whose switches move at once. Saves of one object run one after the
 * other (a mutation scope): two switches flipped quickly reach the server in the order flipped, so it
 * keeps the last choice, not the last request to arrive. Only the last save's reply is shown (or, on a
 * failure, what was shown before it and then the server's copy), so a switch flipped while an earlier
 * save was on its way never flicks back.
 */
export function useSettingsSave<Settings>(
  queryKey: QueryKey,
  save: (settings: Settings) => Promise<Settings>,
) {
  const queryClient = useQueryClient();
  const mutationKey = [...queryKey, 'save'];
  const lastOne = () => queryClient.isMutating({ mutationKey }) === 1;
  return useMutation({
    mutationKey,
    scope: { id: JSON.stringify(mutationKey) },
    mutationFn: save,
    onMutate: async (next: Settings) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Settings>(queryKey);
      queryClient.setQueryData(queryKey, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (!lastOne()) return;
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      void queryClient.invalidateQueries({ queryKey });
    },
    onSuccess: (saved) => {
      if (lastOne()) queryClient.setQueryData(queryKey, saved);
    },
  });
}
