import { consentEndpoints, type SensitiveConsentState } from '@lien/contract';
import { SENSITIVE_CONSENT_VERSION } from '@lien/contract/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { myProfileKeys } from '../my-profile/queries';
import { questionnaireKeys } from '../questionnaire/queries';

/** The query keys of the consent to sensitive questions. */
export const consentKeys = {
  all: ['consent'] as const,
  sensitive: () => [...consentKeys.all, 'sensitive'] as const,
};

/** The member's consent to sensitive questions, as it stands on the server. */
export function useSensitiveConsent() {
  return useQuery({ queryKey: consentKeys.sensitive(), queryFn: () => call(consentEndpoints.sensitive) });
}

/**
 * Gives or withdraws the consent; the answer is the new state, written to the cache. A withdrawal
 * erases answers the questionnaire's resume point and the profile's figures were read from: those
 * are read again.
 */
export function useChangeSensitiveConsentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (give: boolean): Promise<SensitiveConsentState> =>
      give
        ? call(consentEndpoints.give, { body: { version: SENSITIVE_CONSENT_VERSION } })
        : call(consentEndpoints.withdraw),
    onSuccess: (state) => {
      queryClient.setQueryData(consentKeys.sensitive(), state);
      void queryClient.invalidateQueries({ queryKey: questionnaireKeys.all });
      void queryClient.invalidateQueries({ queryKey: myProfileKeys.all });
    },
  });
}
