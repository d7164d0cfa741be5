import { requestText } from './client';

/** The two legal texts (SPEC §7), served as static markdown. */
export type LegalDocument = 'terms' | 'privacy';

const paths: Record<LegalDocument, string> = { terms: '/cgu.md', privacy: '/privacy_terms.md' };

export const legalApi = {
  markdown: (document: LegalDocument) => requestText(paths[document]),
};
