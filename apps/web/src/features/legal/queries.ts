import { useQuery } from '@tanstack/react-query';
import { requestText } from '../../api/client';

/**
 * The legal texts (PRODUCT §7) and the accessibility statement (issue #29), served as static markdown
 * rather than through a contract endpoint.
 */
export type LegalDocument = 'terms' | 'privacy' | 'accessibility';

const paths: Record<LegalDocument, string> = {
  terms: '/cgu.md',
  privacy: '/privacy_terms.md',
  accessibility: '/accessibilite.md',
};

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
export function useLegalTextQuery(document: LegalDocument) {
  return useQuery({
    queryKey: legalKeys.text(document),
    queryFn: () => requestText(paths[document]),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
