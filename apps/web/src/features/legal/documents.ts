import { legalMessages } from '@lien/contract/texts';
import type { LegalDocument } from './queries';

/** Each legal document's title, on its page and over the sign-up form. */
export const LEGAL_TITLES: Record<LegalDocument, string> = {
  terms: "Conditions d'utilisation",
  privacy: 'Politique de confidentialité',
  accessibility: "Déclaration d'accessibilité",
};

/** What shows when a legal document could not be loaded. */
export const LEGAL_FAILURES: Record<LegalDocument, string> = {
  terms: legalMessages.termsFailed,
  privacy: legalMessages.privacyFailed,
  accessibility: legalMessages.accessibilityFailed,
};
