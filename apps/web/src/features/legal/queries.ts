import { useQuery } from '@tanstack/react-query';
import { type LegalDocument, legalApi } from '../../api/legal';

/** The query keys of the legal texts. */
export const legalKeys = {
  all: ['legal'] as const,
  /** The markdown of the terms or of the privacy policy. */
  text: (document: LegalDocument) => [...legalKeys.all, document] as const,
};

/**
 * The markdown of a legal text, a static file: fetched once per visit and shared by the sign-up's
 * dialog and the /cgu page. A failure is not kept: opening the text again asks again.
 */
export function useLegalText(document: LegalDocument) {
  return useQuery({
    queryKey: legalKeys.text(document),
    queryFn: () => legalApi.markdown(document),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
