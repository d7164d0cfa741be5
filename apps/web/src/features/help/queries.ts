import { useMutation } from '@tanstack/react-query';
import { helpApi } from '../../api/help';

/** Sends a message to the support (« Contacter le support », « Signaler un problème », a service). */
export function useSendHelpMessage() {
  return useMutation({ mutationFn: helpApi.message });
}
