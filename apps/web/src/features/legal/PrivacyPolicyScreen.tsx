import { legalMessages } from '@lien/contract/texts';
import { lazy, Suspense } from 'react';
import { LoadFailed } from '../../ui/LoadFailed';
import { Screen } from '../../ui/Screen';
import { Spinner } from '../../ui/Spinner';
import { useLegalTextQuery } from './queries';

const Markdown = lazy(() => import('../auth/signup/Markdown'));

/** /politique-de-confidentialite: the privacy policy as a page anyone can read (Aide leads here, issue #24). */
export function PrivacyPolicyScreen() {
  const policy = useLegalTextQuery('privacy');
  return (
    <Screen title="Politique de confidentialité">
      {policy.isPending && <Spinner />}
      {policy.isError && (
        <LoadFailed message={legalMessages.privacyFailed} onRetry={() => void policy.refetch()} />
      )}
      {policy.data && (
        <Suspense fallback={<Spinner />}>
          <Markdown text={policy.data} titled />
        </Suspense>
      )}
    </Screen>
  );
}
