import { lazy, Suspense } from 'react';
import { LoadFailed } from '../../ui/LoadFailed';
import { Screen } from '../../ui/Screen';
import { Spinner } from '../../ui/Spinner';
import { LEGAL_FAILURES, LEGAL_TITLES } from './documents';
import { type LegalDocument, useLegalTextQuery } from './queries';

const Markdown = lazy(() => import('../auth/signup/Markdown'));

/** A legal document as a page anyone can read, its markdown's own title left to the page's. */
function LegalScreen({ document }: { document: LegalDocument }) {
  const text = useLegalTextQuery(document);
  return (
    <Screen title={LEGAL_TITLES[document]}>
      {text.isPending && <Spinner />}
      {text.isError && <LoadFailed message={LEGAL_FAILURES[document]} onRetry={() => void text.refetch()} />}
      {text.data && (
        <Suspense fallback={<Spinner />}>
          <Markdown text={text.data} titled />
        </Suspense>
      )}
    </Screen>
  );
}

/** /cgu: the terms (the moderation e-mails link here rather than to the raw markdown of /cgu.md). */
export const TermsScreen = () => <LegalScreen document="terms" />;

/** /politique-de-confidentialite: the privacy policy (Aide leads here, issue #24). */
export const PrivacyPolicyScreen = () => <LegalScreen document="privacy" />;

/**
 * /accessibilite: the accessibility statement (RGAA, European Accessibility Act; issue #29), linked
 * from the welcome page's footer and from Aide.
 */
export const AccessibilityScreen = () => <LegalScreen document="accessibility" />;
