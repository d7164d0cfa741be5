import { legalMessages } from '@lien/contract/texts';
import { lazy, Suspense } from 'react';
import { LoadFailed } from '../../ui/LoadFailed';
import { Screen } from '../../ui/Screen';
import { Spinner } from '../../ui/Spinner';
import { useLegalTextQuery } from './queries';

const Markdown = lazy(() => import('../auth/signup/Markdown'));

/**
 * /cgu: the terms as a page anyone can read (the moderation e-mails link here rather than to the raw
 * markdown of /cgu.md).
 */
export function TermsScreen() {
  const terms = useLegalTextQuery('terms');
  return (
    <Screen title="Conditions d'utilisation">
      {terms.isPending && <Spinner />}
      {terms.isError && (
        <LoadFailed message={legalMessages.termsFailed} onRetry={() => void terms.refetch()} />
      )}
      {terms.data && (
        <Suspense fallback={<Spinner />}>
          <Markdown text={terms.data} titled />
        </Suspense>
      )}
    </Screen>
  );
}
