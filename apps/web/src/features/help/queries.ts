import { type HelpMessageRequest, helpEndpoints } from '@lien/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/call';

/** Sends a message to the support (« Contacter le support », « Signaler un problème », a service). */
export function useHelpMessageMutation() {
  return useMutation({
    mutationFn: (body: HelpMessageRequest) => call(helpEndpoints.message, { body }),
  });
}
